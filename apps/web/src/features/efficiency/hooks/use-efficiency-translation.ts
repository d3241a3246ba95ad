import { useTranslation } from 'react-i18next';

/** This feature's strings: the `efficiency` namespace, keys checked against locales/en.json. */
export function useEfficiencyTranslation() {
  return useTranslation('efficiency');
}
