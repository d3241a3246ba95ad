import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '@/features/errors/components/back-home-button';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={<BackHomeButton />}
    />
  );
}
