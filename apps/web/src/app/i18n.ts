import { initI18n, toResources } from '@/lib/i18n';
import { type LanguagePack, registerLanguagePacks, restoreLanguage } from '@/lib/language';

// English of the pages open before sign-in (the common strings, the login and error pages); the signed-in
// area's comes with its code (app/shell-i18n.ts), so the login page stays light.
initI18n(
  toResources(
    import.meta.glob(['../lib/locales/en.json', '../features/{auth,errors}/locales/en.json'], {
      eager: true,
      import: 'default',
    }),
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
