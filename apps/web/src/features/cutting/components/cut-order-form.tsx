import { MAX_START_BUNDLE_NO, type Style } from '@gbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Segmented,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { cutOrderKeys } from '@/features/cutting/api/cut-order-keys';
import { useDefaultMaxPlies, useStyle, useStyleBeds } from '@/features/cutting/api/cut-order-options';
import { getCutOrder, useCreateCutOrder, useCutOrderPreview } from '@/features/cutting/api/cut-orders';
import { CutOrderLaysGrid } from '@/features/cutting/components/cut-order-lays-grid';
import { CutOrderPreview } from '@/features/cutting/components/cut-order-preview';
import { CutOrderStyleSelect } from '@/features/cutting/components/cut-order-style-select';
import { useCutOrderDebounce } from '@/features/cutting/hooks/use-cut-order-debounce';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import {
  checkCutOrderRequest,
  type CutOrderFormValues,
  type CutOrderRequest,
  type FieldErrors,
  initialFormValues,
  isBlankLay,
  layRows,
  ratioFrom,
  serverFieldError,
  shownErrors,
  type SplitMode,
  toCutOrderRequest,
} from '@/features/cutting/utils/cut-order-form';
import { bundleRange } from '@/features/cutting/utils/cut-order-matrix';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/use-is-mobile';

/** How long typing must pause before the preview asks the server. */
const PREVIEW_DELAY_MS = 250;
const DAY_FORMAT = 'YYYY-MM-DD';
const NO_SIZES: readonly string[] = [];

/** A server refusal put on its field, or above the form when it names none. */
function refusal(
  error: unknown,
  request: CutOrderRequest | undefined,
): { fields: FieldErrors; general?: string } {
  const message = errorMessage(error);
  if (!message) return { fields: {} };
  const field = request && serverFieldError(message, request);
  return field ? { fields: { [field.field]: field.message } } : { fields: {}, general: message };
}

/**
 * A new cutting bed: the style, bed and marker, the ratio per size, how stacks become bundles and the lays,
 * with the bed's bundles previewed beside it as the clerk types. Generate (or Ctrl/⌘+Enter) saves it.
 */
export function CutOrderForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [values, setValues] = useState<CutOrderFormValues>(() =>
    initialFormValues(formatDate(new Date().toISOString())),
  );
  const [attempted, setAttempted] = useState(false);
  const [copyFrom, setCopyFrom] = useState<number>();
  const defaults = useDefaultMaxPlies();
  const { data: style, isFetching: styleLoading } = useStyle(values.styleId);
  const beds = useStyleBeds(values.styleId);
  const create = useCreateCutOrder();
  // The style chosen once loaded (not the one before it, kept while the next loads).
  const chosen = style?.id === values.styleId ? style : undefined;
  const sizes = chosen?.sizes ?? NO_SIZES;
  const colours = chosen?.colours ?? NO_SIZES;

  // Max plies not typed yet is the factory's default, once known (cleared, it is left to the server).
  const maxPlies = values.maxPlies === undefined ? defaults.maxPlies : values.maxPlies;
  const typed = useMemo(() => ({ ...values, maxPlies }), [values, maxPlies]);

  const request = useMemo(
    () => (chosen ? toCutOrderRequest(typed, sizes) : undefined),
    [chosen, typed, sizes],
  );
  const localErrors = useMemo(() => (request ? checkCutOrderRequest(request) : {}), [request]);
  const valid = request !== undefined && Object.keys(localErrors).length === 0;
  // Only a request the contract accepts goes to the server, once typing pauses.
  const settled = useCutOrderDebounce(valid ? request : undefined, PREVIEW_DELAY_MS);
  const preview = useCutOrderPreview(settled?.body);
  const previewRefusal = preview.isError ? refusal(preview.error, settled) : { fields: {} };
  const createRefusal = create.isError ? refusal(create.error, request) : { fields: {} };
  const errors: FieldErrors = {
    ...shownErrors(localErrors, values, attempted),
    ...previewRefusal.fields,
    ...createRefusal.fields,
  };
  const general = createRefusal.general ?? previewRefusal.general;
  // The preview shown is of another style (kept while the new one loads): not shown.
  const previewData = settled?.body.styleId === values.styleId ? preview.data : undefined;

  const set = (patch: Partial<CutOrderFormValues>) => {
    create.reset();
    setValues((current) => ({ ...current, ...patch }));
  };

  const chooseStyle = (styleId: number | undefined) => {
    setCopyFrom(undefined);
    setAttempted(false);
    set({ styleId, ratio: {}, lays: layRows.from([]), bedNo: undefined, startBundleNo: undefined });
  };

  const copyBed = async (id: number | undefined) => {
    setCopyFrom(id);
    if (id === undefined) return;
    const bed = await queryClient.fetchQuery({
      queryKey: cutOrderKeys.detail(id),
      queryFn: () => getCutOrder(id),
    });
    set({
      ratio: ratioFrom(bed.ratio),
      lays: layRows.from(bed.lays),
      markerName: bed.markerName ?? undefined,
      markerLength: bed.markerLength ?? undefined,
      ...(bed.bundleSize ? { mode: 'bundleSize' as const, bundleSize: bed.bundleSize } : {}),
      ...(bed.maxPlies ? { mode: 'maxPlies' as const, maxPlies: bed.maxPlies } : {}),
    });
  };

  const generate = () => {
    setAttempted(true);
    if (!valid || create.isPending) return;
    create.mutate(request.body, {
      onSuccess: (saved) => {
        const bundles = bundleRange(saved.bundles[0]?.bundleNo, saved.bundles.at(-1)?.bundleNo);
        void message.success(
          t('cutOrders.messages.generated', { bedNo: saved.bedNo, bundles, count: saved.totalBundles }),
        );
        onCreated(saved.id);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generate();
    }
  };

  /** A field's label (tied to its control by id) and its problem. */
  const item = (field: string) => ({
    htmlFor: `cut-order-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  const piecesPerLayer = sizes.reduce((sum, size) => sum + (values.ratio[size] ?? 0), 0);
  const layColours = values.lays
    .filter((row) => !isBlankLay(row) && row.colour)
    .map((row) => row.colour as string);
  // What the preview shows is not the bed as typed: marked problems, or lays and ratio not finished.
  const troubled = Object.keys(errors).length > 0 || preview.isError;
  const staleText =
    request === undefined
      ? undefined
      : troubled
        ? t(previewData ? 'cutOrders.preview.stale' : 'cutOrders.preview.fixFields')
        : !valid && previewData
          ? t('cutOrders.preview.incomplete')
          : undefined;
  const automaticStart =
    previewData && (values.startBundleNo ?? undefined) === undefined
      ? previewData.bundles[0]?.bundleNo
      : undefined;

  return (
    <div onKeyDown={onKeyDown}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={10}>
          <Form layout="vertical" component="div" name="cut-order" disabled={create.isPending}>
            {general && <Alert type="error" showIcon title={general} style={{ marginBottom: 16 }} />}
            <Form.Item label={t('cutOrders.form.style')} required {...item('styleId')}>
              <CutOrderStyleSelect
                id="cut-order-styleId"
                value={values.styleId}
                onChange={chooseStyle}
                placeholder={t('cutOrders.form.stylePlaceholder')}
                autoFocus
              />
            </Form.Item>
            <StyleFacts style={chosen} />
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
                  <DatePicker
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
                    value={copyFrom}
                    disabled={!values.styleId || create.isPending}
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
                    onChange={(id) => void copyBed(id)}
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
            <Form.Item
              label={t('cutOrders.form.ratio')}
              required
              {...item('ratio')}
              extra={
                sizes.length > 0 ? t('cutOrders.form.piecesPerLayer', { count: piecesPerLayer }) : undefined
              }
            >
              {sizes.length === 0 ? (
                <Typography.Text type="secondary">
                  {styleLoading ? t('cutOrders.form.loadingStyle') : t('cutOrders.form.chooseStyleFirst')}
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
                      value={maxPlies ?? null}
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
                    placeholder={automaticStart ? String(automaticStart) : t('cutOrders.form.automatic')}
                    style={{ width: '100%' }}
                    onChange={(startBundleNo) => set({ startBundleNo })}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label={t('cutOrders.form.lays')} required>
              <CutOrderLaysGrid
                rows={values.lays}
                colours={colours}
                errors={errors}
                disabled={create.isPending || !values.styleId}
                onChange={(lays) => set({ lays })}
              />
            </Form.Item>
            <Form.Item label={t('cutOrders.form.note')} {...item('note')}>
              <Input.TextArea
                id="cut-order-note"
                value={values.note ?? ''}
                maxLength={500}
                autoSize={{ minRows: 1, maxRows: 4 }}
                onChange={(event) => set({ note: event.target.value })}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} xl={14}>
          <CutOrderPreview
            preview={previewData}
            colours={colours}
            sizes={sizes}
            layColours={layColours}
            loading={preview.isFetching}
            staleText={staleText}
            error={previewRefusal.general}
          />
        </Col>
      </Row>
      <Flex
        justify="end"
        gap="small"
        wrap
        style={{
          zIndex: 10,
          position: 'sticky',
          bottom: 0,
          paddingBlock: 12,
          marginTop: 16,
          background: 'var(--ant-color-bg-elevated, #fff)',
        }}
      >
        {!mobile && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center', marginInlineEnd: 'auto' }}>
            {t('cutOrders.form.shortcut')}
          </Typography.Text>
        )}
        <Space>
          <Button onClick={onCancel}>{t('cutOrders.form.cancel')}</Button>
          <Button type="primary" loading={create.isPending} onClick={generate}>
            {previewData && valid
              ? t('cutOrders.form.generateCount', { count: previewData.totalBundles })
              : t('cutOrders.form.generate')}
          </Button>
        </Space>
      </Flex>
    </div>
  );
}

/** What the clerk checks before cutting: customer, order number, delivery, ordered pieces. */
function StyleFacts({ style }: { style: Style | undefined }) {
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
