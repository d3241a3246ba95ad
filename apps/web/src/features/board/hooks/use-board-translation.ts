import { useTranslation } from 'react-i18next';

/** This feature's strings: the `board` namespace, keys checked against locales/en.json. */
export function useBoardTranslation() {
  return useTranslation('board');
}
