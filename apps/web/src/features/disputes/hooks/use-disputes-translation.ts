import { useTranslation } from 'react-i18next';

/** This feature's strings: the `disputes` namespace, keys checked against locales/en.json. */
export function useDisputesTranslation() {
  return useTranslation('disputes');
}
