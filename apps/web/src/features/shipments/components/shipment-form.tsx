import type { Customer, Shipment, StyleSummary } from '@gbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, DatePicker, Flex, Form, Input, Row, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { findCustomer } from '@/features/shipments/api/shipment-options';
import { useSaveShipment, useShipmentFigures } from '@/features/shipments/api/shipments';
import { ShipmentCartons } from '@/features/shipments/components/shipment-cartons';
import {
  ShipmentCustomerSelect,
  ShipmentStyleSelect,
} from '@/features/shipments/components/shipment-selects';
import { ShipmentQtyGrid } from '@/features/shipments/components/shipment-qty-grid';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import {
  cartonsOf,
  formProblems,
  gridLines,
  mixedProblems,
  type OverFinished,
  overFinished,
  priceMills,
  refusalField,
  type ShipmentFormValues,
  toShipmentBody,
} from '@/features/shipments/utils/shipment-form';
import { errorMessage } from '@/lib/api-error';
import { useIsMobile } from '@/lib/use-is-mobile';

const DAY_FORMAT = 'YYYY-MM-DD';
const NONE: readonly string[] = [];

type TextField = 'address' | 'contact' | 'phone' | 'carrier' | 'vehicleNo' | 'driver' | 'driverPhone';

interface ShipmentFormProps {
  initial: ShipmentFormValues;
  /** The draft being edited; a new order without it. */
  editing?: Shipment;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A shipment order: customer (delivery details filled in from them), style, day and transport; the colour ×
 * size grid with the style's figures beside each cell; the price and amounts; the cartons. Save (or
 * Ctrl/⌘+Enter) keeps it as a draft.
 */
export function ShipmentForm({ initial, editing, onSaved, onCancel }: ShipmentFormProps) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  /** The customer's name, shown before the choices have loaded (one the style brought, an edited order's). */
  const [customerLabel, setCustomerLabel] = useState(editing?.customerName);
  const figures = useShipmentFigures(values.styleId);
  const save = useSaveShipment();
  const grid = figures.data?.styleId === values.styleId ? figures.data : undefined;
  const colours = grid?.colours ?? NONE;
  const sizes = grid?.sizes ?? NONE;

  const lines = useMemo(() => gridLines(values.qty, colours, sizes), [values.qty, colours, sizes]);
  const groups = useMemo(() => cartonsOf(values, lines), [values, lines]);
  const problems = formProblems(values, lines);
  const mixed = mixedProblems(values, lines);
  const mixedTyped = values.mixed.some((row) => row.fromNo || row.colour || row.qty);
  const over = overFinished(lines, grid?.cells);
  const price = priceMills(values.unitPrice);

  const refusal = save.isError ? refusalField(errorMessage(save.error)) : undefined;
  const errors: Partial<Record<string, string>> = {};
  for (const [field, problem] of Object.entries(problems))
    if (problem && (attempted || field === 'unitPrice' || field.startsWith('cartons.')))
      errors[field] = t(`form.problems.${problem}`);
  if (refusal?.field) errors[refusal.field] = refusal.message;
  const general = refusal && !refusal.field ? refusal.message : undefined;

  const set = (patch: Partial<ShipmentFormValues>) => {
    save.reset();
    setValues((current) => ({ ...current, ...patch }));
  };

  const fillFromCustomer = (customer: Customer | undefined) =>
    customer
      ? { address: customer.address ?? '', contact: customer.contact ?? '', phone: customer.phone ?? '' }
      : {};

  const chooseCustomer = (customerId: number | undefined, customer: Customer | undefined) => {
    setCustomerLabel(customer?.name);
    set({ customerId, ...fillFromCustomer(customer) });
  };

  const chooseStyle = (styleId: number | undefined, style: StyleSummary | undefined) => {
    set({ styleId, qty: {} });
    // The style's customer, when none is chosen yet, with their delivery details.
    const customerId = style?.customerId;
    const customerName = style?.customerName;
    if (values.customerId === undefined && customerId && customerName) {
      set({ customerId });
      setCustomerLabel(customerName);
      void queryClient
        .fetchQuery({
          queryKey: shipmentKeys.customer(customerId),
          queryFn: () => findCustomer(customerId, customerName),
        })
        .then((customer) => setValues((current) => ({ ...current, ...fillFromCustomer(customer) })))
        .catch(() => undefined);
    }
  };

  const submit = () => {
    setAttempted(true);
    if (Object.keys(problems).length > 0 || mixed.length > 0 || save.isPending) return;
    save.mutate(
      { id: editing?.id, body: toShipmentBody(values, colours, sizes) },
      {
        onSuccess: (saved) => {
          void message.success(t(editing ? 'messages.saved' : 'messages.created', { no: saved.shipmentNo }));
          if (saved.warnings.length > 0)
            void message.warning(t('messages.warnings', { count: saved.warnings.length }));
          onSaved();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const item = (field: string) => ({
    htmlFor: `shipment-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  const text = (field: TextField, max: number, extra?: ReactNode) => (
    <Form.Item label={t(`form.${field}`)} {...item(field)} extra={extra}>
      <Input
        id={`shipment-${field}`}
        value={values[field]}
        maxLength={max}
        autoComplete="off"
        inputMode={field.endsWith('hone') ? 'tel' : undefined}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </Form.Item>
  );

  return (
    <div onKeyDown={onKeyDown}>
      <Form layout="vertical" component="div" name="shipment" disabled={save.isPending}>
        {general && <Alert type="error" showIcon title={general} style={{ marginBottom: 16 }} />}
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item label={t('form.customer')} required {...item('customerId')}>
              <ShipmentCustomerSelect
                id="shipment-customerId"
                value={values.customerId}
                valueLabel={customerLabel}
                placeholder={t('form.customerPlaceholder')}
                onChange={chooseCustomer}
                autoFocus
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label={t('form.style')} required {...item('styleId')}>
              <ShipmentStyleSelect
                id="shipment-styleId"
                value={values.styleId}
                valueLabel={editing && `${editing.styleNo} ${editing.styleName}`}
                placeholder={t('form.stylePlaceholder')}
                onChange={chooseStyle}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('form.shipDate')} required {...item('shipDate')}>
              <DatePicker
                id="shipment-shipDate"
                value={dayjs(values.shipDate, DAY_FORMAT)}
                format={DAY_FORMAT}
                allowClear={false}
                style={{ width: '100%' }}
                onChange={(day) => day && set({ shipDate: day.format(DAY_FORMAT) })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('address', 255, t('form.fromCustomer'))}
          </Col>
          <Col xs={12} md={6}>
            {text('contact', 64)}
          </Col>
          <Col xs={12} md={6}>
            {text('phone', 32)}
          </Col>
          <Col xs={12} md={6}>
            {text('carrier', 64)}
          </Col>
          <Col xs={12} md={6}>
            {text('vehicleNo', 32)}
          </Col>
          <Col xs={12} md={6}>
            {text('driver', 64)}
          </Col>
          <Col xs={12} md={6}>
            {text('driverPhone', 32)}
          </Col>
        </Row>
        <Form.Item
          label={t('form.quantities')}
          required
          validateStatus={errors.lines ? 'error' : undefined}
          help={errors.lines}
          extra={grid ? `${t('form.gridHint')} ${t('form.figuresLegend')}` : undefined}
        >
          {values.styleId === undefined ? (
            <Typography.Text type="secondary">{t('form.chooseStyleFirst')}</Typography.Text>
          ) : !grid ? (
            <Flex gap="small" align="center">
              <Spin size="small" />
              <Typography.Text type="secondary">{t('form.loadingFigures')}</Typography.Text>
            </Flex>
          ) : (
            <ShipmentQtyGrid
              colours={colours}
              sizes={sizes}
              qty={values.qty}
              figures={grid.cells}
              price={price}
              invalid={Boolean(errors.lines)}
              disabled={save.isPending}
              onChange={(qty) => set({ qty })}
            />
          )}
        </Form.Item>
        {over.length > 0 && <OverFinishedAlert over={over} />}
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item label={t('form.unitPrice')} {...item('unitPrice')} extra={t('form.unitPriceHint')}>
              <Input
                id="shipment-unitPrice"
                value={values.unitPrice}
                inputMode="decimal"
                maxLength={13}
                prefix="¥"
                onChange={(event) => set({ unitPrice: event.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item label={t('form.note')} {...item('note')}>
              <Input.TextArea
                id="shipment-note"
                value={values.note}
                maxLength={500}
                autoSize={{ minRows: 1, maxRows: 4 }}
                onChange={(event) => set({ note: event.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('form.cartons')}>
          <ShipmentCartons
            values={values}
            colours={colours}
            sizes={sizes}
            groups={groups}
            mixedProblems={attempted || mixedTyped ? mixed : []}
            errors={errors}
            disabled={save.isPending}
            onChange={set}
          />
        </Form.Item>
      </Form>
      <Flex
        justify="end"
        gap="small"
        wrap
        style={{
          zIndex: 10,
          position: 'sticky',
          bottom: 0,
          paddingBlock: 12,
          background: 'var(--ant-color-bg-elevated, #fff)',
        }}
      >
        {!mobile && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center', marginInlineEnd: 'auto' }}>
            {t('form.shortcut')}
          </Typography.Text>
        )}
        <Space>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('form.save')}
          </Button>
        </Space>
      </Flex>
    </div>
  );
}

/** The cells shipping more than is left: a warning the order may still be saved with. */
function OverFinishedAlert({ over }: { over: OverFinished[] }) {
  const { t } = useShipmentsTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('form.overTitle', { count: over.length })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 16, maxHeight: 120, overflowY: 'auto' }}>
            {over.map((cell) => (
              <li key={`${cell.colour}-${cell.size}`}>{t('form.overItem', { ...cell })}</li>
            ))}
          </ul>
          <Typography.Text type="secondary">{t('form.overHint')}</Typography.Text>
        </>
      }
    />
  );
}
