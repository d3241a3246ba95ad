import { Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/layout/api/get-app-settings';
import styles from '@/layout/components/navbar/navbar.module.css';
import { SCAN_PATH } from '@/layout/routes/shell-routes';
import { useAppStore } from '@/layout/stores/app-store';
import { scanPageUrl } from '@/layout/utils/scan-page-url';

interface DownloadDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The software download dialog: a QR code of the scanning page (on a phone, the link itself: a code on its
 * own screen cannot be scanned) and the worker app's download link.
 */
export function DownloadDialog({ open, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('layout');
  const settings = useAppSettings().data;
  const onPhone = useAppStore((state) => state.device === 'mobile');
  const url = scanPageUrl(settings, window.location, SCAN_PATH);
  const appDownloadUrl = settings?.appDownloadUrl;

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
        {!url ? (
          <Typography.Text type="secondary">{t('download.noAddress')}</Typography.Text>
        ) : onPhone ? (
          <Typography.Link href={url}>{t('download.openScan')}</Typography.Link>
        ) : (
          <Flex component="figure" vertical align="center" gap="small" className={styles.figure}>
            <QRCode value={url} size={200} />
            <figcaption>
              <Typography.Paragraph type="secondary">{t('download.scanHint')}</Typography.Paragraph>
              <Typography.Text copyable>{url}</Typography.Text>
            </figcaption>
          </Flex>
        )}
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
