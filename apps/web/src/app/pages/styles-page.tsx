import { ImportMenu } from '@/features/imports/components/import-button';
import { StylesPage } from '@/features/styles/components/styles-page';

/** The styles list with the imports feature's styles, processes and order quantities: features meet here. */
export function Styles() {
  return <StylesPage extraActions={<ImportMenu kinds={['styles', 'processes', 'orderQuantities']} />} />;
}
