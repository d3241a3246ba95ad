import '@/app/shell-i18n';
import { ShellProviders } from '@/app/shell-providers';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { PhoneSetupPage as SetupSteps } from '@/features/phone-setup/components/phone-setup-page';
import { useAppSettings } from '@/layout/api/get-app-settings';
import { SCAN_PATH } from '@/layout/routes/shell-routes';

/**
 * Setting a phone up for the secure scan page (`/phone-setup`), open without a session: the installation's
 * addresses from its settings and the login page's language choice meet the steps here, in the app.
 */
export function PhoneSetupPage() {
  return (
    <ShellProviders>
      <PhoneSetupWithSettings />
    </ShellProviders>
  );
}

function PhoneSetupWithSettings() {
  const settings = useAppSettings().data;
  return (
    <SetupSteps
      secureUrl={settings?.secureUrl}
      certificateNeeded={Boolean(settings?.certificateUrl)}
      certificate={
        settings?.certificateName && settings.certificateFingerprint
          ? { name: settings.certificateName, fingerprint: settings.certificateFingerprint }
          : null
      }
      scanPath={SCAN_PATH}
      languageSwitch={<LanguageSwitch />}
    />
  );
}
