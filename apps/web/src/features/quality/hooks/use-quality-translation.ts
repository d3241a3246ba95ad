import { useTranslation } from 'react-i18next';

/** This feature's strings: the `quality` namespace, keys checked against locales/en.json. */
export function useQualityTranslation() {
  return useTranslation('quality');
}
