import { useTranslation } from 'react-i18next';

/** This feature's strings: the `styles` namespace, keys checked against locales/en.json. */
export function useStylesTranslation() {
  return useTranslation('styles');
}
