import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/lib/session-store';

/** The home page; a placeholder until the dashboard has content. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const userName = useSessionStore((state) => state.user?.name);
  const factoryName = useSessionStore((state) => state.factory?.factoryName);

  return (
    <Card>
      <Typography.Title level={2}>{t('welcome', { name: userName })}</Typography.Title>
      <Typography.Paragraph>{t('factory', { name: factoryName })}</Typography.Paragraph>
    </Card>
  );
}
