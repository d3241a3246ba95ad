import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '@/features/errors/components/back-home-button';

/** Where a 403 answer sends the user (docs/specification.md §6, roles and permissions). */
export function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="403"
      title={t('unauthorized.title')}
      subTitle={t('unauthorized.description')}
      extra={<BackHomeButton />}
    />
  );
}
