import { MAX_START_BUNDLE_NO, type Style } from '@gbo/contracts';
import { Col, Flex, Form, Input, InputNumber, Row, Segmented, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { DayPicker } from '@/components/day-picker';
import type { CutOrderFormModel } from '@/features/cutting/hooks/use-cut-order-form';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import type { FieldErrors, SplitMode } from '@/features/cutting/utils/cut-order-form';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The new cutting bed form's fields, each given the form's model (hooks/use-cut-order-form). */
interface FieldsProps {
  model: CutOrderFormModel;
}

/** A field's label (tied to its control by id) and its problem. */
export function fieldItem(errors: FieldErrors, field: string) {
  return {
    htmlFor: `cut-order-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  };
}

/** What the clerk checks before cutting: customer, order number, delivery, ordered pieces. */
export function StyleFacts({ style }: { style: Style | undefined }) {
  const { t } = useCuttingTranslation();
  if (!style) return null;
  const facts = [
    style.customerName,
    style.orderNo && t('cutOrders.form.orderNo', { orderNo: style.orderNo }),
    style.deliveryDate && t('cutOrders.form.delivery', { day: style.deliveryDate }),
    style.orderTotal > 0 && t('cutOrders.form.ordered', { count: style.orderTotal }),
    t('cutOrders.form.sizesColours', { sizes: style.sizes.join(' '), colours: style.colours.join(', ') }),
  ].filter(Boolean);
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
      {facts.join(' · ')}
    </Typography.Paragraph>
  );
}

/** Bed number, cut date, an earlier bed to copy, and the marker. */
export function CutOrderBedFields({ model }: FieldsProps) {
  const { t } = useCuttingTranslation();
  const { values, set, errors, previewData, beds } = model;
  const item = (field: string) => fieldItem(errors, field);
  return (
    <Row gutter={12}>
      <Col xs={12} sm={8}>
        <Form.Item
          label={t('cutOrders.form.bedNo')}
          {...item('bedNo')}
          tooltip={t('cutOrders.form.bedNoHint')}
        >
          <InputNumber<number>
            id="cut-order-bedNo"
            value={values.bedNo ?? null}
            min={1}
            max={1_000_000}
            precision={0}
            inputMode="numeric"
            placeholder={previewData ? String(previewData.bedNo) : t('cutOrders.form.automatic')}
            style={{ width: '100%' }}
            onChange={(bedNo) => set({ bedNo })}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item label={t('cutOrders.form.cutDate')} required {...item('cutDate')}>
          <DayPicker
            id="cut-order-cutDate"
            value={dayjs(values.cutDate, DAY_FORMAT)}
            format={DAY_FORMAT}
            allowClear={false}
            style={{ width: '100%' }}
            onChange={(day) => day && set({ cutDate: day.format(DAY_FORMAT) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item
          label={t('cutOrders.form.copyFrom')}
          htmlFor="cut-order-copyFrom"
          tooltip={t('cutOrders.form.copyFromHint')}
        >
          <Select<number>
            id="cut-order-copyFrom"
            allowClear
            value={model.copyFrom}
            disabled={!values.styleId || model.saving}
            loading={beds.isFetching}
            placeholder={t('cutOrders.form.copyFromPlaceholder')}
            notFoundContent={t('cutOrders.form.noEarlierBed')}
            options={beds.data?.content.map((bed) => ({
              value: bed.id,
              label: t('cutOrders.form.earlierBed', {
                bedNo: bed.bedNo,
                cutDate: bed.cutDate,
                pieces: bed.totalQty,
              }),
            }))}
            onChange={(id) => void model.copyBed(id)}
          />
        </Form.Item>
      </Col>
      <Col xs={14} sm={16}>
        <Form.Item label={t('cutOrders.form.markerName')} {...item('markerName')}>
          <Input
            id="cut-order-markerName"
            value={values.markerName ?? ''}
            maxLength={64}
            onChange={(event) => set({ markerName: event.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={10} sm={8}>
        <Form.Item label={t('cutOrders.form.markerLength')} {...item('markerLength')}>
          <Input
            id="cut-order-markerLength"
            value={values.markerLength ?? ''}
            inputMode="decimal"
            maxLength={7}
            suffix="m"
            onChange={(event) => set({ markerLength: event.target.value })}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The pieces of each size per layer, with the problems of each size under it. */
export function CutOrderRatioField({ model }: FieldsProps) {
  const { t } = useCuttingTranslation();
  const { values, set, errors, sizes } = model;
  return (
    <>
      <Form.Item
        label={t('cutOrders.form.ratio')}
        required
        {...fieldItem(errors, 'ratio')}
        extra={
          sizes.length > 0 ? t('cutOrders.form.piecesPerLayer', { count: model.piecesPerLayer }) : undefined
        }
      >
        {sizes.length === 0 ? (
          <Typography.Text type="secondary">
            {model.styleLoading ? t('cutOrders.form.loadingStyle') : t('cutOrders.form.chooseStyleFirst')}
          </Typography.Text>
        ) : (
          <Flex wrap gap={8} role="group" aria-label={t('cutOrders.form.ratio')}>
            {sizes.map((size, index) => (
              <Flex key={size} vertical align="center" style={{ width: 64 }}>
                <Typography.Text strong>{size}</Typography.Text>
                <InputNumber<number>
                  id={index === 0 ? 'cut-order-ratio' : undefined}
                  aria-label={t('cutOrders.form.ratioOf', { size })}
                  value={values.ratio[size] ?? null}
                  min={0}
                  max={50}
                  precision={0}
                  inputMode="numeric"
                  placeholder="0"
                  status={errors[`ratio.${size}`] ? 'error' : undefined}
                  style={{ width: '100%' }}
                  onChange={(ratio) => set({ ratio: { ...values.ratio, [size]: ratio } })}
                />
              </Flex>
            ))}
          </Flex>
        )}
      </Form.Item>
      {Object.entries(errors)
        .filter(([field]) => field.startsWith('ratio.'))
        .map(([field, text]) => (
          <Typography.Text
            key={field}
            type="danger"
            role="alert"
            style={{ display: 'block', marginTop: -16, marginBottom: 16 }}
          >
            {field.slice('ratio.'.length)}: {text}
          </Typography.Text>
        ))}
    </>
  );
}

/** How stacks become bundles (max plies or a fixed size), and the first bundle number. */
export function CutOrderSplitFields({ model }: FieldsProps) {
  const { t } = useCuttingTranslation();
  const { values, set, errors } = model;
  const item = (field: string) => fieldItem(errors, field);
  return (
    <Row gutter={12} align="bottom">
      <Col xs={24} sm={24} xxl={12}>
        <Form.Item label={t('cutOrders.form.split')}>
          <Segmented<SplitMode>
            block
            value={values.mode}
            onChange={(mode) => set({ mode })}
            options={[
              { value: 'maxPlies', label: t('cutOrders.form.maxPliesMode') },
              { value: 'bundleSize', label: t('cutOrders.form.bundleSizeMode') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={12} xxl={6}>
        {values.mode === 'maxPlies' ? (
          <Form.Item
            label={t('cutOrders.form.maxPlies')}
            {...item('maxPlies')}
            tooltip={t('cutOrders.form.maxPliesHint')}
          >
            <InputNumber<number>
              id="cut-order-maxPlies"
              value={model.maxPlies ?? null}
              min={1}
              max={2000}
              precision={0}
              inputMode="numeric"
              placeholder={t('cutOrders.form.factoryDefault')}
              style={{ width: '100%' }}
              onChange={(maxPlies) => set({ maxPlies })}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('cutOrders.form.bundleSize')}
            {...item('bundleSize')}
            tooltip={t('cutOrders.form.bundleSizeHint')}
          >
            <InputNumber<number>
              id="cut-order-bundleSize"
              value={values.bundleSize ?? null}
              min={1}
              max={2000}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%' }}
              onChange={(bundleSize) => set({ bundleSize })}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={12} sm={12} xxl={6}>
        <Form.Item
          label={t('cutOrders.form.startBundleNo')}
          {...item('startBundleNo')}
          tooltip={t('cutOrders.form.startBundleNoHint')}
        >
          <InputNumber<number>
            id="cut-order-startBundleNo"
            value={values.startBundleNo ?? null}
            min={1}
            max={MAX_START_BUNDLE_NO}
            precision={0}
            inputMode="numeric"
            placeholder={model.automaticStart ? String(model.automaticStart) : t('cutOrders.form.automatic')}
            style={{ width: '100%' }}
            onChange={(startBundleNo) => set({ startBundleNo })}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
