import { initI18n, toResources } from '@/lib/i18n';
import { type LanguagePack, registerLanguagePacks, restoreLanguage } from '@/lib/language';

// English from every catalogue by convention: a new feature needs no change here.
initI18n(
  toResources(
    import.meta.glob(
      ['../lib/locales/en.json', '../layout/locales/en.json', '../features/*/locales/en.json'],
      {
        eager: true,
        import: 'default',
      },
    ),
  ),
);

// Every other language is a pack in ./languages, its own chunk, downloaded only when chosen: the first page
// (the login page) stays as light as in English.
const packs = import.meta.glob<LanguagePack>('./languages/*.ts', { import: 'default' });
registerLanguagePacks((language) => {
  const load = packs[`./languages/${language}.ts`];
  return load ? load() : Promise.reject(new Error(`No language pack for ${language}`));
});

/** The remembered language, switched to before the first render so the page does not flash English. */
export const languageRestored = restoreLanguage();
