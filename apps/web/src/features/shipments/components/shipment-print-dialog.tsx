import { Alert, App, Flex, Form, Radio, Spin, Typography } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useFactoryInfo } from '@/features/shipments/api/shipment-options';
import { useShipment } from '@/features/shipments/api/shipments';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import {
  DOC_WORDS,
  type DocWords,
  type ShipmentDocChoice,
  type ShipmentPaper,
  shipmentDocsHtml,
} from '@/features/shipments/utils/shipment-docs';
import { printElement } from '@/lib/print';

interface PrintValues {
  documents: ShipmentDocChoice;
  paper: ShipmentPaper;
}

/** The words of the documents in the clerk's language. */
function useDocWords(): DocWords {
  const { t } = useShipmentsTranslation();
  return Object.fromEntries(DOC_WORDS.map((word) => [word, t(`doc.${word}`)])) as DocWords;
}

/**
 * Prints an order's delivery note, its packing list or both, on A4 portrait or A5 landscape: plain markup
 * with its own print CSS, through the shell's print helper.
 */
export function ShipmentPrintDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PrintValues>();
  const open = id !== undefined;
  const shipment = useShipment(id);
  const factory = useFactoryInfo(open);
  const words = useDocWords();
  const loading = shipment.isLoading || factory.isLoading;
  const order = shipment.data?.id === id ? shipment.data : undefined;

  const print = async ({ documents, paper }: PrintValues) => {
    if (!order) return;
    const host = document.createElement('div');
    host.innerHTML = shipmentDocsHtml(order, factory.data, { paper, documents, words });
    const name = { note: words.deliveryNote, packing: words.packingList, both: t('print.bothTitle') }[
      documents
    ];
    const title = t('print.printTitle', { document: name, no: order.shipmentNo });
    await printElement(host, title);
    void message.success(t('messages.printed', { title }));
    onClose();
  };

  return (
    <FormModal<PrintValues>
      open={open}
      title={t('print.title', { no: order?.shipmentNo ?? '' })}
      okText={t('print.print')}
      cancelText={t('print.cancel')}
      form={form}
      name="shipment-print"
      initialValues={{ documents: 'note', paper: 'a4' }}
      onFinish={(values) => void print(values)}
      submitting={loading}
      onCancel={onClose}
    >
      {!order ? (
        <Flex justify="center" align="center" gap="small" style={{ padding: 24 }}>
          <Spin />
          <Typography.Text type="secondary">{t('print.loading')}</Typography.Text>
        </Flex>
      ) : (
        <>
          <Form.Item name="documents" label={t('print.documents')}>
            <Radio.Group
              options={[
                { value: 'note', label: t('print.note') },
                { value: 'packing', label: t('print.packing') },
                { value: 'both', label: t('print.both') },
              ]}
            />
          </Form.Item>
          <Form.Item name="paper" label={t('print.paper')}>
            <Radio.Group
              options={[
                { value: 'a4', label: t('print.a4') },
                { value: 'a5', label: t('print.a5') },
              ]}
            />
          </Form.Item>
          {!order.packing && <Alert type="info" showIcon title={t('print.noCartonsHint')} />}
        </>
      )}
    </FormModal>
  );
}
