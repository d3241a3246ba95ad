import { UserCenterPage } from '@/features/auth/components/user-center-page';
import { FactorySettingsDialog } from '@/features/factory/components/factory-settings-dialog';

/** The personal center with the factory feature's settings dialog: features meet here, in the app. */
export function UserCenter() {
  return <UserCenterPage FactorySettingsDialog={FactorySettingsDialog} />;
}
