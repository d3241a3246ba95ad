import type { Printer } from '@gbo/contracts';
import { Alert, Form, Radio, Select } from 'antd';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { usePermissionGuard } from '@/lib/permission';

/** Where the tickets go: printed in the browser, or sent to one of the factory's label printers. */
export type TicketDestination = 'browser' | 'printer';

interface TicketPrinterFieldsProps {
  printers: readonly Printer[];
  destination: TicketDestination | undefined;
  /** A printer was picked: its label size presets the template. */
  onPrinterPicked: (printer: Printer) => void;
}

/**
 * The choice of destination and label printer; without printers (none added, or not the user's to see) the
 * browser print stays, with a word on how to add one for those who may.
 */
export function TicketPrinterFields({ printers, destination, onPrinterPicked }: TicketPrinterFieldsProps) {
  const { t } = useCuttingTranslation();
  const mayAdd = usePermissionGuard(['admin', 'printer:add']);
  if (printers.length === 0)
    return mayAdd ? (
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('tickets.printer.noneAdd')} />
    ) : null;
  return (
    <>
      <Form.Item name="destination" label={t('tickets.printer.destination')}>
        <Radio.Group
          options={[
            { value: 'browser', label: t('tickets.printer.browser') },
            { value: 'printer', label: t('tickets.printer.labelPrinter') },
          ]}
        />
      </Form.Item>
      {destination === 'printer' && (
        <Form.Item
          name="printerId"
          label={t('tickets.printer.printer')}
          rules={[{ required: true, message: t('tickets.printer.pick') }]}
        >
          <Select<number>
            options={printers.map((printer) => ({
              value: printer.id,
              label: `${printer.name} (${printer.protocol.toUpperCase()}, ${printer.widthMm} × ${printer.heightMm} mm)`,
            }))}
            onChange={(id) => {
              const printer = printers.find((candidate) => candidate.id === id);
              if (printer) onPrinterPicked(printer);
            }}
          />
        </Form.Item>
      )}
    </>
  );
}
