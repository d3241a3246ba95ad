import type { MonitorDisk, MonitorHost } from '@gbo/contracts';
import { Card, Flex, Progress, Typography } from 'antd';
import { Figure } from '@/features/server-monitor/components/figure';
import { useMonitorTranslation } from '@/features/server-monitor/components/use-monitor-translation';
import { formatBytes } from '@/features/server-monitor/utils/figures';

/** Free space where a directory is, with a bar of the disk used. */
function DiskFigure({ disk }: { disk: MonitorDisk }) {
  const { t } = useMonitorTranslation();
  const used =
    disk.freeBytes !== null && disk.totalBytes
      ? Math.round((1 - disk.freeBytes / disk.totalBytes) * 100)
      : null;
  return (
    <div>
      <Typography.Text strong>
        {t(disk.kind === 'data' ? 'host.disk.data' : 'host.disk.backups')}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {disk.path}
        </Typography.Text>
      </div>
      {used === null ? (
        <Typography.Text type="warning">{t('host.disk.unreadable')}</Typography.Text>
      ) : (
        <>
          <Progress
            percent={used}
            size="small"
            status={used >= 90 ? 'exception' : 'normal'}
            showInfo={false}
          />
          <Typography.Text>
            {t('host.disk.free', { free: formatBytes(disk.freeBytes), total: formatBytes(disk.totalBytes) })}
          </Typography.Text>
        </>
      )}
      {disk.measuredPath !== null && disk.measuredPath !== disk.path && (
        <div>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {t('host.disk.measuredAt', { path: disk.measuredPath })}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

/** The machine the answering process runs on: load, memory, the data and backup disks. */
export function HostCard({ host }: { host: MonitorHost }) {
  const { t } = useMonitorTranslation();
  const usedMem = host.totalMemBytes - host.freeMemBytes;
  return (
    <Card
      size="small"
      title={t('host.title', { name: host.hostname })}
      extra={t('host.cpus', { count: host.cpus })}
      style={{ height: '100%' }}
      data-testid="monitor-host"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{host.platform}</Typography.Text>
        <Flex gap="large" wrap>
          <Figure title={t('host.load')} value={host.loadAvg.map((load) => load.toFixed(2)).join('  ')} />
          <Figure
            title={t('host.memory')}
            value={t('host.memoryOf', { used: formatBytes(usedMem), total: formatBytes(host.totalMemBytes) })}
          />
        </Flex>
        {host.disks.map((disk) => (
          <DiskFigure key={disk.kind} disk={disk} />
        ))}
      </Flex>
    </Card>
  );
}
