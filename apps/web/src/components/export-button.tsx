import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFileName, saveFile } from '@/lib/save-file';

type ExportButtonProps = {
  /** The saved file's name before its time stamp, e.g. `people`. */
  fileBase: string;
  /** Fetches the workbook of what the list shows (its filters, every page). */
  download: () => Promise<Blob>;
};

/** Exports a list as an Excel workbook (`<list>/download`), busy while the server writes it. */
export function ExportButton({ fileBase, download }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      const name = exportFileName(fileBase, new Date());
      saveFile(await download(), name);
      void message.success(t('export.done', { file: name }));
    } finally {
      // A failed request has already said why (the HTTP client's notice).
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportList()}>
      {t('export.button')}
    </Button>
  );
}
