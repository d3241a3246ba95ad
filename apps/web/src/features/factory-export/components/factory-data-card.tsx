import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  DownloadOutlined,
  ExportOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { FACTORY_EXPORT_AREAS, type FactoryExport } from '@gbo/contracts';
import { Alert, App, Button, Card, Empty, Flex, Progress, Skeleton, Tag, Typography } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadFactoryExport,
  useFactoryExports,
  useStartFactoryExport,
} from '@/features/factory-export/api/factory-exports';
import { exportPercent, formatRows, runningExport } from '@/features/factory-export/utils/factory-exports';
import { errorMessage } from '@/lib/api-error';
import { formatSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';
import styles from '@/features/factory-export/components/factory-data-card.module.css';

/** Who may export the factory's data: its administrators (`admin` holds every permission). */
const MAY_EXPORT = ['admin', 'factory:export'] as const;

/**
 * "Our factory's data" (the personal center's, for the factory's administrators): everything of the factory as
 * a zip of one workbook per area, exported in the background with its progress, and the latest exports to
 * download. Shown only to whoever may export.
 */
export function FactoryDataCard({ style }: { style?: CSSProperties }) {
  const mayExport = usePermissionGuard(MAY_EXPORT);
  return mayExport ? <FactoryData style={style} /> : null;
}

function FactoryData({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation('factory-export');
  const { message } = App.useApp();
  const { data, isLoading, isError } = useFactoryExports();
  const start = useStartFactoryExport();
  const running = runningExport(data);
  const refused = start.isError ? errorMessage(start.error) : undefined;

  const exportAll = () =>
    start.mutate(undefined, { onSuccess: () => void message.success(t('card.started')) });

  return (
    <Card title={t('card.title')} style={style}>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('card.intro')}
        </Typography.Paragraph>
        <div>
          <Button
            type="primary"
            icon={<ExportOutlined aria-hidden />}
            loading={start.isPending || running !== undefined}
            disabled={running !== undefined}
            onClick={exportAll}
          >
            {t('card.export')}
          </Button>
        </div>
        {refused && (
          <Alert
            type="warning"
            showIcon
            title={t('card.refused')}
            description={refused}
            closable={{ onClose: () => start.reset() }}
          />
        )}
        {running && <ExportProgress item={running} />}
        {isError && <Alert type="error" showIcon title={t('list.loadFailed')} />}
        {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
        {data && <ExportList exports={data} />}
      </Flex>
    </Card>
  );
}

/** A running export: how far it is, the area it writes and the rows written so far. */
function ExportProgress({ item }: { item: FactoryExport }) {
  const { t } = useTranslation('factory-export');
  const total = FACTORY_EXPORT_AREAS.length;
  return (
    <div>
      <Progress percent={exportPercent(item)} status="active" aria-label={t('progress.label')} />
      <Flex wrap justify="space-between" gap="small">
        <Typography.Text>
          {item.area
            ? t('progress.writing', { area: t(`area.${item.area}`), rows: formatRows(item.rows) })
            : t('progress.starting')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('progress.area', { done: Math.min(item.areasDone + 1, total), total })}
        </Typography.Text>
      </Flex>
    </div>
  );
}

/** The latest exports, newest first: when, who, how it went, its size, and its zip while it is kept. */
function ExportList({ exports }: { exports: FactoryExport[] }) {
  const { t } = useTranslation('factory-export');
  if (exports.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />;
  return (
    <div>
      <Typography.Text strong>{t('list.title')}</Typography.Text>
      <ul className={styles.list} aria-label={t('list.title')}>
        {exports.map((item) => (
          <li key={item.id}>
            <ExportRow item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExportRow({ item }: { item: FactoryExport }) {
  const { t } = useTranslation('factory-export');
  const time = formatDateTime(item.createdAt);
  const details = [
    item.createdBy ? t('list.by', { name: item.createdBy }) : undefined,
    item.status === 'done' && item.sizeBytes !== null ? formatSize(item.sizeBytes) : undefined,
    item.status === 'done' ? t('list.rows', { rows: formatRows(item.rows) }) : undefined,
  ].filter(Boolean);

  return (
    <Flex wrap justify="space-between" align="center" gap="small">
      <Flex vertical gap={2} className={styles.meta}>
        <Flex wrap align="center" gap="small">
          <Typography.Text>{time}</Typography.Text>
          <ExportStatus item={item} />
        </Flex>
        {details.length > 0 && <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>}
        {item.status === 'failed' && item.error && (
          <Typography.Text type="danger">{t(`error.${item.error}`)}</Typography.Text>
        )}
      </Flex>
      {item.fileName ? (
        <DownloadButton item={item} label={t('list.downloadOf', { time })} />
      ) : (
        item.status === 'done' && <Typography.Text type="secondary">{t('list.replaced')}</Typography.Text>
      )}
    </Flex>
  );
}

function DownloadButton({ item, label }: { item: FactoryExport; label: string }) {
  const { t } = useTranslation('factory-export');
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    // The HTTP client says why a download failed.
    downloadFactoryExport(item)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      onClick={download}
      aria-label={label}
    >
      {t('list.download')}
    </Button>
  );
}

function ExportStatus({ item }: { item: FactoryExport }) {
  const { t } = useTranslation('factory-export');
  const label = t(`status.${item.status}`);
  if (item.status === 'running')
    return (
      <Tag color="processing" icon={<SyncOutlined spin aria-hidden />}>
        {label}
      </Tag>
    );
  if (item.status === 'done')
    return (
      <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
        {label}
      </Tag>
    );
  return (
    <Tag color="error" icon={<CloseCircleOutlined aria-hidden />}>
      {label}
    </Tag>
  );
}
