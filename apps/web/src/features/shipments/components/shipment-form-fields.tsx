import type { Shipment } from '@gbo/contracts';
import { Alert, Col, Flex, Form, Input, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DayPicker } from '@/components/day-picker';
import { ShipmentQtyGrid } from '@/features/shipments/components/shipment-qty-grid';
import {
  ShipmentCustomerSelect,
  ShipmentStyleSelect,
} from '@/features/shipments/components/shipment-selects';
import type { ShipmentFormModel } from '@/features/shipments/hooks/use-shipment-form';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import type { OverFinished } from '@/features/shipments/utils/shipment-form';

const DAY_FORMAT = 'YYYY-MM-DD';

type TextField = 'address' | 'contact' | 'phone' | 'carrier' | 'vehicleNo' | 'driver' | 'driverPhone';

/** The shipment form's fields, each given the form's model (hooks/use-shipment-form). */
interface FieldsProps {
  model: ShipmentFormModel;
}

/** A field's label (tied to its control by id) and its problem. */
export function fieldItem(errors: ShipmentFormModel['errors'], field: string) {
  return {
    htmlFor: `shipment-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  };
}

/** A line of text: delivery details and transport. */
function TextItem({
  model,
  field,
  max,
  extra,
}: FieldsProps & { field: TextField; max: number; extra?: ReactNode }) {
  const { t } = useShipmentsTranslation();
  return (
    <Form.Item label={t(`form.${field}`)} {...fieldItem(model.errors, field)} extra={extra}>
      <Input
        id={`shipment-${field}`}
        value={model.values[field]}
        maxLength={max}
        autoComplete="off"
        inputMode={field.endsWith('hone') ? 'tel' : undefined}
        onChange={(event) => model.set({ [field]: event.target.value })}
      />
    </Form.Item>
  );
}

/** Customer, style and day; the delivery details (filled in from the customer) and the transport. */
export function ShipmentHeadFields({ model, editing }: FieldsProps & { editing?: Shipment }) {
  const { t } = useShipmentsTranslation();
  const { values, errors } = model;
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item label={t('form.customer')} required {...fieldItem(errors, 'customerId')}>
          <ShipmentCustomerSelect
            id="shipment-customerId"
            value={values.customerId}
            valueLabel={model.customerLabel}
            placeholder={t('form.customerPlaceholder')}
            onChange={model.chooseCustomer}
            autoFocus
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item label={t('form.style')} required {...fieldItem(errors, 'styleId')}>
          <ShipmentStyleSelect
            id="shipment-styleId"
            value={values.styleId}
            valueLabel={editing && `${editing.styleNo} ${editing.styleName}`}
            placeholder={t('form.stylePlaceholder')}
            onChange={model.chooseStyle}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label={t('form.shipDate')} required {...fieldItem(errors, 'shipDate')}>
          <DayPicker
            id="shipment-shipDate"
            value={dayjs(values.shipDate, DAY_FORMAT)}
            format={DAY_FORMAT}
            allowClear={false}
            style={{ width: '100%' }}
            onChange={(day) => day && model.set({ shipDate: day.format(DAY_FORMAT) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <TextItem model={model} field="address" max={255} extra={t('form.fromCustomer')} />
      </Col>
      <Col xs={12} md={6}>
        <TextItem model={model} field="contact" max={64} />
      </Col>
      <Col xs={12} md={6}>
        <TextItem model={model} field="phone" max={32} />
      </Col>
      <Col xs={12} md={6}>
        <TextItem model={model} field="carrier" max={64} />
      </Col>
      <Col xs={12} md={6}>
        <TextItem model={model} field="vehicleNo" max={32} />
      </Col>
      <Col xs={12} md={6}>
        <TextItem model={model} field="driver" max={64} />
      </Col>
      <Col xs={12} md={6}>
        <TextItem model={model} field="driverPhone" max={32} />
      </Col>
    </Row>
  );
}

/** The colour × size grid of quantities, the style's figures beside each cell. */
export function ShipmentQtyField({ model }: FieldsProps) {
  const { t } = useShipmentsTranslation();
  const { values, errors, grid } = model;
  return (
    <Form.Item
      label={t('form.quantities')}
      required
      validateStatus={errors.lines ? 'error' : undefined}
      help={errors.lines}
      extra={
        grid
          ? [
              t('form.gridHint'),
              t('form.figuresLegend'),
              grid.finishedMeansPassed ? t('form.finishedMeansPassed') : '',
            ]
              .filter(Boolean)
              .join(' ')
          : undefined
      }
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
          colours={model.colours}
          sizes={model.sizes}
          qty={values.qty}
          figures={grid.cells}
          price={model.price}
          invalid={Boolean(errors.lines)}
          disabled={model.saving}
          onChange={(qty) => model.set({ qty })}
        />
      )}
    </Form.Item>
  );
}

/** The unit price and the note. */
export function ShipmentPriceFields({ model }: FieldsProps) {
  const { t } = useShipmentsTranslation();
  const { values, errors, set } = model;
  return (
    <Row gutter={12}>
      <Col xs={24} md={6}>
        <Form.Item
          label={t('form.unitPrice')}
          {...fieldItem(errors, 'unitPrice')}
          extra={t('form.unitPriceHint')}
        >
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
        <Form.Item label={t('form.note')} {...fieldItem(errors, 'note')}>
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
  );
}

/** The cells shipping more than is left: a warning the order may still be saved with. */
export function OverFinishedAlert({ over }: { over: OverFinished[] }) {
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
