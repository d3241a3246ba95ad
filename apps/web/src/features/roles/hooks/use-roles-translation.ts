import { useTranslation } from 'react-i18next';

/** This feature's strings: the `roles` namespace, keys checked against locales/en.json. */
export function useRolesTranslation() {
  return useTranslation('roles');
}
