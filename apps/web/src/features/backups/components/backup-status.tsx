import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { Backup } from '@gbo/contracts';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Where a backup stands, as a tag: running (spinning), verified (green) or failed (red, why on hover or
 * focus; written out under it where there is no hover, on a phone's card).
 */
export function BackupStatus({ backup, showError }: { backup: Backup; showError?: boolean }) {
  const { t } = useTranslation('backups');
  const label = t(`status.${backup.status}`);
  if (backup.status === 'running')
    return (
      <Tag color="processing" icon={<SyncOutlined spin aria-hidden />}>
        {label}
      </Tag>
    );
  if (backup.status === 'verified')
    return (
      <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
        {label}
      </Tag>
    );
  const tag = (
    <Tag color="error" icon={<CloseCircleOutlined aria-hidden />} tabIndex={0}>
      {label}
    </Tag>
  );
  if (showError)
    return (
      <Flex vertical gap={4} align="start">
        {tag}
        {backup.error && (
          <Typography.Text type="danger" style={{ whiteSpace: 'normal' }}>
            {backup.error}
          </Typography.Text>
        )}
      </Flex>
    );
  return <Tooltip title={backup.error}>{tag}</Tooltip>;
}
