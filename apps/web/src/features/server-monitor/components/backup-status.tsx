import type { MonitorBackup } from '@gbo/contracts';
import { Alert, Button } from 'antd';
import { useMonitorTranslation } from '@/features/server-monitor/components/use-monitor-translation';
import { formatDateTime } from '@/lib/format';
import { navigateTo } from '@/lib/navigation';

/** The newest backup beside the figures: a failed one is in red here as well as on the backups page. */
export function BackupStatus({ backup }: { backup: MonitorBackup | null }) {
  const { t } = useMonitorTranslation();
  const open = (
    <Button size="small" onClick={() => navigateTo('/monitor/backup')}>
      {t('backup.open')}
    </Button>
  );
  if (!backup) return <Alert type="warning" showIcon title={t('backup.none')} action={open} />;
  const time = formatDateTime(backup.createdAt);
  return backup.status === 'verified' ? (
    <Alert type="success" showIcon title={t('backup.verified', { time })} action={open} />
  ) : (
    <Alert
      type="error"
      showIcon
      title={t('backup.failed', { time })}
      description={backup.error}
      action={open}
    />
  );
}
