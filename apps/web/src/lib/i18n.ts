import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { localizeValidationMessage, messageLocaleOf } from '@gbo/contracts';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The languages the app speaks, each named in itself: whoever looks for their language may not read the current
 * one. A translation is a set of `<code>.json` files beside the English ones, and a pack in `src/app/languages`.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
/** English is bundled and the fallback for any key a translation lacks. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** The namespace of `src/lib/locales`: strings shared by every feature. */
export const COMMON_NAMESPACE = 'common';

export const i18n = i18next.createInstance().use(initReactI18next);

type Catalogue = ResourceLanguage[string];

/**
 * `.../lib/locales/<language>.json` is the common namespace, `.../layout/locales/<language>.json` the shell's
 * (`layout`) and `.../features/<namespace>/locales/<language>.json` a feature's.
 */
const CATALOGUE_PATH = /\/(lib|layout|features\/([^/]+))\/locales\/([^/]+)\.json$/;

/** Turns catalogue modules keyed by file path (as `import.meta.glob` returns them) into i18next resources. */
export function toResources(catalogues: Record<string, Catalogue>): Resource {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const [, folder, feature, language] = CATALOGUE_PATH.exec(path) ?? [];
    if (!folder || !language) throw new Error(`Not a locale catalogue path: ${path}`);
    const namespace = feature ?? (folder === 'lib' ? COMMON_NAMESPACE : folder);
    resources[language] = { ...resources[language], [namespace]: catalogue };
  }
  return resources;
}

/**
 * The `Accept-Language` of every request to the API: the language the UI shows, so the server answers its
 * messages in it (`message` of an error body; `code` and `params` stay the same in every language).
 */
export function acceptLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Says a validation message of @gbo/contracts (a form's own check with the API's schema, which words it in
 * English) in the UI's language, as the server does for the same check.
 */
export function useValidationText(): (message: string) => string {
  const { i18n: current } = useTranslation();
  const locale = messageLocaleOf(current.language);
  return useCallback((message: string) => localizeValidationMessage(message, locale), [locale]);
}

/** Whether a stored value names a language the app speaks (storage may hold anything). */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some(({ code }) => code === value);
}

/** Adds catalogues loaded later (another language's) to those of `initI18n`. */
export function addResources(resources: Resource): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, catalogue] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, catalogue, true, true);
    }
  }
}

export function initI18n(resources: Resource): void {
  void i18n.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: COMMON_NAMESPACE,
    // English is bundled, so initialisation finishes before the first render; another language's catalogues
    // are added before switching to it.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
}
