import { FactoriesPage } from '@/features/factories/components/factories-page';
import { FactorySettingsDialog } from '@/features/factory/components/factory-settings-dialog';

/** The factories screen with the factory feature's settings dialog: features meet here, in the app. */
export function Factories() {
  return <FactoriesPage SettingsDialog={FactorySettingsDialog} />;
}
