import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/layout/api/get-app-settings';

/** Shown when the server says this is the test environment (docs/specification.md §1, what the product does), with the way to the production site. */
export function TestEnvironmentBanner() {
  const { t } = useTranslation('layout');
  const { data } = useAppSettings();
  if (!data?.testEnvironment) return null;
  return (
    <Alert
      type="warning"
      banner
      title={t('testBanner.message')}
      action={data.productionUrl && <a href={data.productionUrl}>{t('testBanner.production')}</a>}
    />
  );
}
