import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadDialog } from '@/layout/components/navbar/download-dialog';
import styles from '@/layout/components/navbar/navbar.module.css';

/** The software download button (docs/specification.md §1, what the product does); on a phone only its icon shows. */
export function DownloadButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<DownloadOutlined />}
        aria-label={t('download.button')}
        onClick={() => setOpen(true)}
      >
        <span className={styles['wide-only']}>{t('download.button')}</span>
      </Button>
      <DownloadDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
