import { Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/layout/api/get-app-settings';
import styles from '@/layout/components/navbar/navbar.module.css';
import { SCAN_PATH } from '@/layout/routes/shell-routes';

/** The worker scanning page, which a phone opens from the QR code. */
const scanPageUrl = () => `${window.location.origin}${window.location.pathname}#${SCAN_PATH}`;

interface DownloadDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The software download dialog: a QR code of the scanning page and the worker app's download link. */
export function DownloadDialog({ open, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('layout');
  const appDownloadUrl = useAppSettings().data?.appDownloadUrl;
  const url = scanPageUrl();

  return (
    <Modal
      open={open}
      title={t('download.title')}
      footer={null}
      onCancel={onClose}
      width={360}
      destroyOnHidden
    >
      <Flex vertical align="center" gap="middle">
        <Flex component="figure" vertical align="center" gap="small" className={styles.figure}>
          <QRCode value={url} size={200} />
          <figcaption>
            <Typography.Paragraph type="secondary">{t('download.scanHint')}</Typography.Paragraph>
            <Typography.Text copyable>{url}</Typography.Text>
          </figcaption>
        </Flex>
        {appDownloadUrl ? (
          <Typography.Link href={appDownloadUrl} target="_blank" rel="noopener noreferrer">
            {t('download.appLink')}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('download.noApp')}</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
