import { useTranslation } from 'react-i18next';

/** This feature's strings: the `people` namespace, keys checked against locales/en.json. */
export function usePeopleTranslation() {
  return useTranslation('people');
}
