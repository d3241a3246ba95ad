import { useTranslation } from 'react-i18next';

/** This feature's strings: the `production` namespace, keys checked against locales/en.json. */
export function useProductionTranslation() {
  return useTranslation('production');
}
