import type { CartonLabelTemplate, Printer, PrintJob } from '@gbo/contracts';
import { Alert, App, Checkbox, Flex, Form, InputNumber, Radio, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useLabelPrinters } from '@/lib/lookups/label-printers';
import { downloadCartonLabels, usePrintCartonLabels } from '@/features/shipments/api/carton-labels';
import { useShipment } from '@/features/shipments/api/shipments';
import { CartonLabelJob } from '@/features/shipments/components/carton-label-job';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import {
  CARTON_WORDS,
  type CartonSheet,
  type CartonWords,
  cartonLabels,
  cartonLabelsHtml,
} from '@/features/shipments/utils/carton-labels';
import { usePermissionGuard } from '@/lib/permission';
import { printElement } from '@/lib/print';
import { saveFile } from '@/lib/save-file';

type Destination = 'printer' | 'file' | 'a4';

interface CartonLabelValues {
  destination: Destination;
  printerId?: number;
  template: CartonLabelTemplate;
  fromNo?: number | null;
  toNo?: number | null;
  sheet: CartonSheet;
  protocol: Printer['protocol'];
  dpi: 203 | 300;
  cjkFont: boolean;
}

/** The carton template a printer's label takes: 100 × 150 mm when it is that tall, else 100 × 100. */
const templateOf = (printer: Printer): CartonLabelTemplate =>
  printer.heightMm >= 150 ? 'carton100x150' : 'carton100x100';

/** The file's settings and template from a printer. */
const fromPrinter = (printer: Printer) => ({
  template: templateOf(printer),
  protocol: printer.protocol,
  dpi: printer.dpi === 300 ? (300 as const) : (203 as const),
  cjkFont: printer.cjkFont,
});

/**
 * An order's carton labels (one a carton, with its contents and a barcode of `<shipmentNo>-<carton>`): to a
 * label printer (the cartons' default printer first), as a ZPL / TSPL file, or on A4 in the browser.
 */
export function CartonLabelDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CartonLabelValues>();
  const open = id !== undefined;
  const query = useShipment(id);
  const order = query.data?.id === id ? query.data : undefined;
  const { printers } = useLabelPrinters(open);
  const send = usePrintCartonLabels();
  const mayAddPrinter = usePermissionGuard(['admin', 'printer:add']);
  const destination = Form.useWatch('destination', form);
  const [job, setJob] = useState<PrintJob>();
  const [busy, setBusy] = useState(false);
  const cartons = order?.packing?.cartonCount ?? 0;

  // The printers arrive after the dialog opened: the cartons' printer is taken unless the clerk chose.
  useEffect(() => {
    if (!open || form.isFieldTouched('destination')) return;
    const preset = printers.find((printer) => printer.defaultFor.includes('cartons'));
    if (preset) form.setFieldsValue({ destination: 'printer', printerId: preset.id, ...fromPrinter(preset) });
    else if (printers[0]) form.setFieldsValue({ printerId: printers[0].id, ...fromPrinter(printers[0]) });
  }, [open, printers, form]);

  const close = () => {
    setJob(undefined);
    onClose();
  };

  const words = Object.fromEntries(
    CARTON_WORDS.map((word) => [word, t(`cartonLabels.words.${word}`)]),
  ) as CartonWords;

  const run = async (values: CartonLabelValues) => {
    if (!order || id === undefined || cartons === 0) return;
    const range = {
      ...(typeof values.fromNo === 'number' && { fromNo: values.fromNo }),
      ...(typeof values.toNo === 'number' && { toNo: values.toNo }),
    };
    if (values.destination === 'printer' && values.printerId !== undefined) {
      const queued = await send.mutateAsync({
        id,
        body: { printerId: values.printerId, template: values.template, ...range },
      });
      setJob(queued);
      void message.success(t('cartonLabels.sent', { printer: queued.printerName }));
      return;
    }
    if (values.destination === 'file') {
      const { protocol, dpi, cjkFont, template } = values;
      const labels = await downloadCartonLabels(id, { protocol, dpi, cjkFont, template, ...range });
      const name = labels.name ?? `cartons-${order.shipmentNo}.${protocol === 'zpl' ? 'zpl' : 'prn'}`;
      saveFile(labels.file, name);
      void message.success(t('cartonLabels.saved', { file: name }));
      return;
    }
    const labels = cartonLabels(order, range.fromNo, range.toNo);
    if (labels.length === 0) {
      void message.warning(t('cartonLabels.noneInRange'));
      return;
    }
    const host = document.createElement('div');
    host.innerHTML = cartonLabelsHtml(order, labels, { sheet: values.sheet, words });
    const title = t('cartonLabels.printTitle', { no: order.shipmentNo });
    await printElement(host, title);
    void message.success(t('messages.printed', { title }));
    close();
  };

  const submit = (values: CartonLabelValues) => {
    setBusy(true);
    // A failed request was already reported by the HTTP client.
    run(values)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const pickPrinter = (printerId: number) => {
    const printer = printers.find((candidate) => candidate.id === printerId);
    if (printer) form.setFieldsValue(fromPrinter(printer));
  };

  return (
    <FormModal<CartonLabelValues>
      open={open}
      title={t('cartonLabels.title', { no: order?.shipmentNo ?? '' })}
      okText={
        destination === 'printer'
          ? t('cartonLabels.send')
          : destination === 'file'
            ? t('cartonLabels.download')
            : t('print.print')
      }
      cancelText={t('print.cancel')}
      form={form}
      name="carton-labels"
      initialValues={{
        destination: 'a4',
        template: 'carton100x100',
        sheet: 'quarter',
        protocol: 'tspl',
        dpi: 203,
        cjkFont: false,
      }}
      onFinish={submit}
      submitting={busy}
      onCancel={close}
    >
      {!order ? (
        <Flex justify="center" align="center" gap="small" style={{ padding: 24 }}>
          <Spin />
          <Typography.Text type="secondary">{t('print.loading')}</Typography.Text>
        </Flex>
      ) : cartons === 0 ? (
        <Alert type="info" showIcon title={t('cartonLabels.noCartons')} />
      ) : (
        <>
          <Form.Item name="destination" label={t('cartonLabels.destination')}>
            <Radio.Group
              options={[
                { value: 'printer', label: t('cartonLabels.toPrinter'), disabled: printers.length === 0 },
                { value: 'file', label: t('cartonLabels.toFile') },
                { value: 'a4', label: t('cartonLabels.toA4') },
              ]}
            />
          </Form.Item>
          {printers.length === 0 && mayAddPrinter && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('cartonLabels.noPrinters')} />
          )}
          {destination !== 'a4' && printers.length > 0 && (
            <Form.Item
              name="printerId"
              label={t('cartonLabels.printer')}
              rules={[{ required: destination === 'printer', message: t('cartonLabels.pickPrinter') }]}
            >
              <Select<number>
                onChange={pickPrinter}
                options={printers.map((printer) => ({
                  value: printer.id,
                  label: `${printer.name} (${printer.protocol.toUpperCase()}, ${printer.widthMm} × ${printer.heightMm} mm)`,
                }))}
              />
            </Form.Item>
          )}
          {destination !== 'a4' && (
            <Form.Item name="template" label={t('cartonLabels.template')}>
              <Radio.Group
                options={[
                  { value: 'carton100x100', label: '100 × 100 mm' },
                  { value: 'carton100x150', label: '100 × 150 mm' },
                ]}
              />
            </Form.Item>
          )}
          {destination === 'file' && <FileFields />}
          {destination === 'a4' && (
            <Form.Item name="sheet" label={t('cartonLabels.sheet')}>
              <Radio.Group
                options={[
                  { value: 'quarter', label: t('cartonLabels.quarter') },
                  { value: 'half', label: t('cartonLabels.half') },
                ]}
              />
            </Form.Item>
          )}
          <Flex gap="middle">
            <Form.Item name="fromNo" label={t('cartonLabels.fromNo')} style={{ flex: 1 }}>
              <InputNumber min={1} max={cartons} precision={0} placeholder="1" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="toNo" label={t('cartonLabels.toNo')} style={{ flex: 1 }}>
              <InputNumber
                min={1}
                max={cartons}
                precision={0}
                placeholder={String(cartons)}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Flex>
          {job && <CartonLabelJob queued={job} />}
        </>
      )}
    </FormModal>
  );
}

/** The label file's language, print head and font. */
function FileFields() {
  const { t } = useShipmentsTranslation();
  return (
    <>
      <Flex gap="middle" wrap>
        <Form.Item name="protocol" label={t('cartonLabels.protocol')}>
          <Radio.Group
            options={[
              { value: 'tspl', label: 'TSPL' },
              { value: 'zpl', label: 'ZPL' },
            ]}
          />
        </Form.Item>
        <Form.Item name="dpi" label={t('cartonLabels.dpi')}>
          <Radio.Group
            options={[
              { value: 203, label: '203 dpi' },
              { value: 300, label: '300 dpi' },
            ]}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="cjkFont" valuePropName="checked">
        <Checkbox>{t('cartonLabels.cjkFont')}</Checkbox>
      </Form.Item>
    </>
  );
}
