import { useTranslation } from 'react-i18next';

/** This feature's strings: the `imports` namespace, keys checked against locales/en.json. */
export function useImportsTranslation() {
  return useTranslation('imports');
}
