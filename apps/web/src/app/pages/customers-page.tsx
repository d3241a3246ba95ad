import { CustomersPage } from '@/features/customers/components/customers-page';
import { ImportButton } from '@/features/imports/components/import-button';

/** The customers list with the imports feature's customer import: features meet here, in the app. */
export function Customers() {
  return <CustomersPage extraActions={<ImportButton kind="customers" />} />;
}
