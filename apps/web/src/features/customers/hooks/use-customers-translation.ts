import { useTranslation } from 'react-i18next';

/** This feature's strings: the `customers` namespace, keys checked against locales/en.json. */
export function useCustomersTranslation() {
  return useTranslation('customers');
}
