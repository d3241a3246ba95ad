import { addResources, toResources } from '@/lib/i18n';

// The English of the signed-in area, every other catalogue by convention (a new feature needs no change
// here): imported by the shell, so it is there before the shell renders, and not in the first download.
addResources(
  toResources(
    import.meta.glob(
      [
        '../layout/locales/en.json',
        '../features/*/locales/en.json',
        '!../features/{auth,errors}/locales/en.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
);
