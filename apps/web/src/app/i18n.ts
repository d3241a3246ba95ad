import { initI18n, toResources } from '@/lib/i18n';

// Every catalogue by convention: a new language or feature needs no change here.
initI18n(
  toResources(
    import.meta.glob(['../lib/locales/*.json', '../layout/locales/*.json', '../features/*/locales/*.json'], {
      eager: true,
      import: 'default',
    }),
  ),
);
