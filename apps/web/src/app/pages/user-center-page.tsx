import { UserCenterPage } from '@/features/auth/components/user-center-page';
import { FactorySettingsDialog } from '@/features/factory/components/factory-settings-dialog';
import { FactoryDataCard } from '@/features/factory-export/components/factory-data-card';

/**
 * The personal center with the factory feature's settings dialog and the factory-export feature's card: features
 * meet here, in the app.
 */
export function UserCenter() {
  return <UserCenterPage FactorySettingsDialog={FactorySettingsDialog} FactoryDataCard={FactoryDataCard} />;
}
