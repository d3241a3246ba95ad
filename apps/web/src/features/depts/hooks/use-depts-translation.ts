import { useTranslation } from 'react-i18next';

/** This feature's strings: the `depts` namespace, keys checked against locales/en.json. */
export function useDeptsTranslation() {
  return useTranslation('depts');
}
