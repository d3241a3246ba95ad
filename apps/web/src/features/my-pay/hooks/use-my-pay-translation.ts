import { useTranslation } from 'react-i18next';

/** This feature's strings: the `my-pay` namespace, keys checked against locales/en.json. */
export function useMyPayTranslation() {
  return useTranslation('my-pay');
}
