import { useTranslation } from 'react-i18next';

/** This feature's strings: the `dashboard` namespace, keys checked against locales/en.json. */
export function useDashboardTranslation() {
  return useTranslation('dashboard');
}
