import type { Bundle, BundleAppend } from '@gbo/contracts';
import { Alert, App, Col, Flex, Form, Input, InputNumber, Row, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useAppendBundles, useLastBundleNo } from '@/features/cutting/api/bundles';
import { useCutOrderOptions } from '@/features/cutting/api/cut-order-options';
import { useCutOrder } from '@/features/cutting/api/cut-orders';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { formatNumberRanges, planRecut } from '@/features/cutting/utils/bundle-numbers';

interface BundleAddValues {
  cutOrderId?: number;
  colour?: string;
  size?: string;
  qty?: number | null;
  bundles?: number | null;
  dyeLot?: string;
  shade?: string;
  note?: string;
}

interface BundleAddDialogProps {
  open: boolean;
  /** The cut order the list is filtered to, chosen to start with. */
  cutOrderId?: number;
  onClose: () => void;
  /** The bundles the re-cut made, once saved. */
  onAdded?: (bundles: Bundle[]) => void;
}

/**
 * Appends re-cut bundles to a cut order: colour and size of its style, pieces and how many bundles. The split
 * and the numbers they will get show before saving (the server takes the style's next numbers when saved).
 */
export function BundleAddDialog({ open, cutOrderId, onClose, onAdded }: BundleAddDialogProps) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BundleAddValues>();
  const [search, setSearch] = useState('');
  const append = useAppendBundles();
  const chosenId = Form.useWatch('cutOrderId', form);
  const qty = Form.useWatch('qty', form);
  const count = Form.useWatch('bundles', form);
  const cutOrders = useCutOrderOptions(search, open);
  const cutOrder = useCutOrder(open ? chosenId : undefined);
  const order = cutOrder.data?.id === chosenId ? cutOrder.data : undefined;
  const lastNo = useLastBundleNo(order?.styleId);
  const planned = lastNo.data === undefined ? [] : planRecut(qty ?? 0, count ?? 0, lastNo.data);

  const chooseColour = (colour: string) => {
    // The lay of that colour lends its dye lot and shade; the clerk may change them.
    const lay = order?.lays.find((entry) => entry.colour === colour);
    form.setFieldsValue({ dyeLot: lay?.dyeLot ?? '', shade: lay?.shade ?? '' });
  };

  const submit = (values: BundleAddValues) => {
    const body: BundleAppend = {
      cutOrderId: values.cutOrderId as number,
      colour: values.colour as string,
      size: values.size as string,
      qty: values.qty as number,
      bundles: values.bundles as number,
      dyeLot: values.dyeLot?.trim() || null,
      shade: values.shade?.trim() || null,
      note: values.note?.trim() || null,
    };
    append.mutate(body, {
      onSuccess: (bundles) => {
        void message.success(
          t('bundles.add.added', {
            count: bundles.length,
            numbers: formatNumberRanges(bundles.map((bundle) => bundle.bundleNo)),
          }),
        );
        onClose();
        onAdded?.(bundles);
      },
    });
  };

  const cutOrderOptions = cutOrders.data?.content.map((summary) => ({
    value: summary.id,
    label: t('bundles.add.cutOrderOption', {
      styleNo: summary.styleNo,
      bedNo: summary.bedNo,
      cutDate: summary.cutDate,
    }),
  }));

  return (
    <FormModal<BundleAddValues>
      open={open}
      title={t('bundles.add.title')}
      okText={t('bundles.add.save')}
      cancelText={t('bundles.add.cancel')}
      width={640}
      form={form}
      name="bundle-add"
      initialValues={{ cutOrderId, bundles: 1 }}
      onFinish={submit}
      submitting={append.isPending}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('bundles.add.intro')}</Typography.Paragraph>
      <Form.Item
        name="cutOrderId"
        label={t('bundles.add.cutOrder')}
        rules={[{ required: true, message: t('bundles.add.cutOrderRequired') }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={cutOrders.isFetching}
          options={cutOrderOptions}
          onChange={() => form.setFieldsValue({ colour: undefined, size: undefined, dyeLot: '', shade: '' })}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="colour"
            label={t('bundles.add.colour')}
            rules={[{ required: true, message: t('bundles.add.colourRequired') }]}
          >
            <Select
              disabled={!order}
              loading={cutOrder.isFetching}
              onChange={chooseColour}
              options={order?.colours.map((colour) => ({ value: colour, label: colour }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="size"
            label={t('bundles.add.size')}
            rules={[{ required: true, message: t('bundles.add.sizeRequired') }]}
          >
            <Select
              disabled={!order}
              loading={cutOrder.isFetching}
              options={order?.sizes.map((size) => ({ value: size, label: size }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item
            name="qty"
            label={t('bundles.add.qty')}
            rules={[{ required: true, message: t('bundles.add.qtyRequired') }]}
          >
            <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item
            name="bundles"
            label={t('bundles.add.bundles')}
            dependencies={['qty']}
            rules={[
              { required: true, message: t('bundles.add.bundlesRequired') },
              ({ getFieldValue }) => ({
                validator: (_, bundles: number | null | undefined) => {
                  const pieces = getFieldValue('qty') as number | null | undefined;
                  return (bundles ?? 0) > (pieces ?? Infinity)
                    ? Promise.reject(new Error(t('bundles.add.bundlesTooMany')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="dyeLot" label={t('bundles.add.dyeLot')} rules={[{ max: 32 }]}>
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="shade" label={t('bundles.add.shade')} rules={[{ max: 16 }]}>
            <Input maxLength={16} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="note" label={t('bundles.add.note')} rules={[{ max: 200 }]}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <RecutPreview
        styleNo={order?.styleNo}
        loading={order !== undefined && lastNo.isFetching}
        planned={planned}
      />
    </FormModal>
  );
}

/** The bundles the re-cut will make: each number with its pieces. */
function RecutPreview({
  styleNo,
  loading,
  planned,
}: {
  styleNo: string | undefined;
  loading: boolean;
  planned: ReturnType<typeof planRecut>;
}) {
  const { t } = useCuttingTranslation();
  if (loading) return <Spin size="small" />;
  if (!styleNo || planned.length === 0)
    return <Alert type="info" showIcon message={t('bundles.add.previewEmpty')} />;
  return (
    <Alert
      type="info"
      showIcon
      message={t('bundles.add.preview')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>
            {t('bundles.add.previewNumbers', {
              styleNo,
              numbers: formatNumberRanges(planned.map((bundle) => bundle.bundleNo)),
            })}
          </Typography.Text>
          <Flex wrap gap={4} aria-label={t('bundles.add.preview')}>
            {planned.slice(0, 200).map((bundle) => (
              <Tag key={bundle.bundleNo}>
                {t('bundles.bundleName', { bundleNo: bundle.bundleNo })} · {bundle.qty}
              </Tag>
            ))}
          </Flex>
        </Flex>
      }
    />
  );
}
