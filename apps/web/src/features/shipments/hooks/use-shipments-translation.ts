import { useTranslation } from 'react-i18next';

/** This feature's strings: the `shipments` namespace, keys checked against locales/en.json. */
export function useShipmentsTranslation() {
  return useTranslation('shipments');
}
