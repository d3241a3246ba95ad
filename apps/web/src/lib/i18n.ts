import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** English is the only language so far; a translation is a set of `<language>.json` files beside the English ones. */
export const DEFAULT_LANGUAGE = 'en';
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

export function initI18n(resources: Resource): void {
  void i18n.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: COMMON_NAMESPACE,
    // The resources are bundled, so initialisation finishes before the first render.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
}
