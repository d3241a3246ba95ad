import { useTranslation } from 'react-i18next';

/** This feature's strings: the `wages` namespace, keys checked against locales/en.json. */
export function useWagesTranslation() {
  return useTranslation('wages');
}
