import { ImportButton } from '@/features/imports/components/import-button';
import { PeoplePage } from '@/features/people/components/people-page';

/** The people list with the imports feature's people import: features meet here, in the app. */
export function People() {
  return <PeoplePage extraActions={<ImportButton kind="people" />} />;
}
