import { useTranslation } from 'react-i18next';

/** This feature's strings: the `cutting` namespace, keys checked against locales/en.json. */
export function useCuttingTranslation() {
  return useTranslation('cutting');
}
