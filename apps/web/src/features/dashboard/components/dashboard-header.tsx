import { Badge, Flex, Typography } from 'antd';
import type { StreamState } from '@/features/dashboard/api/dashboard-events';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { useSessionStore } from '@/lib/session-store';

const BADGE = { live: 'success', connecting: 'processing', offline: 'warning' } as const;

/** Whom the page greets, which factory and day it shows, and whether its figures are live. */
export function DashboardHeader({
  today,
  timeZone,
  live,
}: {
  today?: string;
  timeZone?: string;
  live: StreamState;
}) {
  const { t } = useDashboardTranslation();
  const userName = useSessionStore((state) => state.user?.name);
  const factoryName = useSessionStore((state) => state.factory?.factoryName);
  return (
    <Flex justify="space-between" align="flex-end" wrap gap="small">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('welcome', { name: userName })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('factory', { name: factoryName })}
          {today && ` · ${t('today', { day: today, timeZone })}`}
        </Typography.Text>
      </div>
      <span role="status">
        <Badge status={BADGE[live]} text={t(`live.${live}`)} />
      </span>
    </Flex>
  );
}
