import { DownloadOutlined } from '@ant-design/icons';
import type { Printer } from '@gbo/contracts';
import { Button, Checkbox, Collapse, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { TicketLabelFile } from '@/features/cutting/api/label-printers';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';

interface TicketLabelFileProps {
  /** The printer chosen in the dialog: the file's settings default from it. */
  printer: Printer | undefined;
  /** The label templates only: an A4 sheet has no label file. */
  disabled: boolean;
  downloading: boolean;
  onDownload: (file: TicketLabelFile) => void;
}

/**
 * "Download label file": the print as ZPL or TSPL, for a printer reached through a vendor's tool or USB. Its
 * settings start from the printer chosen in the dialog (the dialog keys it by that printer).
 */
export function TicketLabelFileSection({ printer, disabled, downloading, onDownload }: TicketLabelFileProps) {
  const { t } = useCuttingTranslation();
  // Keyed by the printer in the dialog: another printer starts again from its settings.
  const [file, setFile] = useState<TicketLabelFile>(
    printer
      ? { protocol: printer.protocol, dpi: printer.dpi === 300 ? 300 : 203, cjkFont: printer.cjkFont }
      : { protocol: 'tspl', dpi: 203, cjkFont: false },
  );

  const body = (
    <Flex vertical gap="small">
      <Radio.Group
        aria-label={t('tickets.file.protocol')}
        value={file.protocol}
        onChange={(event) =>
          setFile({ ...file, protocol: event.target.value as TicketLabelFile['protocol'] })
        }
        options={[
          { value: 'tspl', label: 'TSPL' },
          { value: 'zpl', label: 'ZPL' },
        ]}
      />
      <Radio.Group
        aria-label={t('tickets.file.dpi')}
        value={file.dpi}
        onChange={(event) => setFile({ ...file, dpi: event.target.value as TicketLabelFile['dpi'] })}
        options={[
          { value: 203, label: '203 dpi' },
          { value: 300, label: '300 dpi' },
        ]}
      />
      <Checkbox
        checked={file.cjkFont}
        onChange={(event) => setFile({ ...file, cjkFont: event.target.checked })}
      >
        {t('tickets.file.cjkFont')}
      </Checkbox>
      {disabled && <Typography.Text type="secondary">{t('tickets.file.labelsOnly')}</Typography.Text>}
      <div>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={disabled}
          loading={downloading}
          onClick={() => onDownload(file)}
        >
          {t('tickets.file.download')}
        </Button>
      </div>
    </Flex>
  );
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[{ key: 'file', label: t('tickets.file.title'), children: body }]}
    />
  );
}
