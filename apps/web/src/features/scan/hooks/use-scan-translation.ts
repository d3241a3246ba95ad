import { useTranslation } from 'react-i18next';

/** This feature's strings: the `scan` namespace, keys checked against locales/en.json. */
export function useScanTranslation() {
  return useTranslation('scan');
}
