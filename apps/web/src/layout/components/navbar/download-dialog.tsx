import { Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/layout/api/get-app-settings';
import styles from '@/layout/components/navbar/navbar.module.css';
import { useAppStore } from '@/layout/stores/app-store';
import { phoneLinks } from '@/layout/utils/scan-page-url';

interface DownloadDialogProps {
  open: boolean;
  onClose: () => void;
}

type PhoneCode = { url: string; caption: string; link: string };

/**
 * The software download dialog: QR codes that lead a phone to the scanning page (on a phone, the links
 * themselves: a code on its own screen cannot be scanned), on the secure address when the server has one, the
 * certificate step first when the phone must trust the installation's own authority; and the worker app's
 * download link.
 */
export function DownloadDialog({ open, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('layout');
  const settings = useAppSettings().data;
  const onPhone = useAppStore((state) => state.device === 'mobile');
  const { setup, scan } = phoneLinks(settings, window.location);
  const appDownloadUrl = settings?.appDownloadUrl;
  const codes: PhoneCode[] = [];
  if (setup) codes.push({ url: setup, caption: t('download.setupHint'), link: t('download.openSetup') });
  if (scan)
    codes.push({
      url: scan,
      caption: t(setup ? 'download.thenScanHint' : 'download.scanHint'),
      link: t('download.openScan'),
    });

  return (
    <Modal
      open={open}
      title={t('download.title')}
      footer={null}
      onCancel={onClose}
      width={codes.length > 1 && !onPhone ? 600 : 360}
      destroyOnHidden
    >
      <Flex vertical align="center" gap="middle">
        {codes.length === 0 ? (
          <Typography.Text type="secondary">{t('download.noAddress')}</Typography.Text>
        ) : onPhone ? (
          codes.map((code) => (
            <Typography.Link key={code.url} href={code.url}>
              {code.link}
            </Typography.Link>
          ))
        ) : (
          <Flex wrap justify="center" gap="large">
            {codes.map((code) => (
              <Flex
                key={code.url}
                component="figure"
                vertical
                align="center"
                gap="small"
                className={styles.figure}
              >
                <QRCode value={code.url} size={200} />
                <figcaption className={styles.caption}>
                  <Typography.Paragraph type="secondary">{code.caption}</Typography.Paragraph>
                  <Typography.Text copyable>{code.url}</Typography.Text>
                </figcaption>
              </Flex>
            ))}
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
