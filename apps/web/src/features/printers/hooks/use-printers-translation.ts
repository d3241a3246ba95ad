import { useTranslation } from 'react-i18next';

/** This feature's strings: the `printers` namespace, keys checked against locales/en.json. */
export function usePrintersTranslation() {
  return useTranslation('printers');
}
