import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type CartonGroup, cartonCount, MAX_CARTON_NO, MAX_PER_CARTON } from '@gbo/contracts';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Segmented,
  Select,
  Table,
  Typography,
} from 'antd';
import type { KeyboardEvent } from 'react';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { cartonRange } from '@/features/shipments/utils/shipment-docs';
import { useValidationText } from '@/lib/i18n';
import {
  emptyMixedRow,
  type MixedRow,
  type PackingChoice,
  type ShipmentFormValues,
} from '@/features/shipments/utils/shipment-form';

interface ShipmentCartonsProps {
  values: ShipmentFormValues;
  colours: readonly string[];
  sizes: readonly string[];
  /** The cartons as they stand: computed from the grid (solid) or as typed (mixed). */
  groups: CartonGroup[];
  /** Problems of hand-entered cartons against the grid. */
  mixedProblems: readonly { path: string; message: string }[];
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
  onChange: (patch: Partial<ShipmentFormValues>) => void;
}

/** The cartons: none, solid colour and size computed live from the grid, or mixed ranges typed by hand. */
export function ShipmentCartons(props: ShipmentCartonsProps) {
  const { t } = useShipmentsTranslation();
  const { values, errors, disabled, onChange } = props;
  const item = (field: string) => ({
    htmlFor: `shipment-${field}`,
    validateStatus: errors[`cartons.${field}`] ? ('error' as const) : undefined,
    help: errors[`cartons.${field}`],
  });
  const measure = (
    field: 'cartonLength' | 'cartonWidth' | 'cartonHeight' | 'grossWeight' | 'netWeight',
    unit: string,
  ) => (
    <Col xs={12} sm={8} md={4} key={field}>
      <Form.Item label={t(`form.${field}`)} {...item(field)}>
        <Input
          id={`shipment-${field}`}
          value={values[field]}
          inputMode="decimal"
          maxLength={10}
          suffix={unit}
          disabled={disabled}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Flex vertical gap="small">
      <Segmented<PackingChoice>
        value={values.packing}
        disabled={disabled}
        onChange={(packing) => onChange({ packing })}
        options={[
          { value: 'solid', label: t('form.packingSolid') },
          { value: 'mixed', label: t('form.packingMixed') },
          { value: 'none', label: t('form.packingNone') },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {values.packing === 'solid' && (
        <>
          <Form.Item
            label={t('form.perCarton')}
            required
            extra={t('form.solidHint')}
            {...item('perCarton')}
            style={{ marginBottom: 8 }}
          >
            <InputNumber<number>
              id="shipment-perCarton"
              value={values.perCarton ?? null}
              min={1}
              max={MAX_PER_CARTON}
              precision={0}
              inputMode="numeric"
              disabled={disabled}
              style={{ width: 160 }}
              onChange={(perCarton) => onChange({ perCarton })}
            />
          </Form.Item>
          <CartonTable groups={props.groups} />
        </>
      )}
      {values.packing === 'mixed' && <MixedCartons {...props} />}
      {values.packing !== 'none' && (
        <Row gutter={12}>
          {measure('cartonLength', 'cm')}
          {measure('cartonWidth', 'cm')}
          {measure('cartonHeight', 'cm')}
          {measure('grossWeight', 'kg')}
          {measure('netWeight', 'kg')}
        </Row>
      )}
    </Flex>
  );
}

/** The packing list as it stands: carton numbers, what a carton holds, how many cartons and pieces. */
function CartonTable({ groups }: { groups: CartonGroup[] }) {
  const { t } = useShipmentsTranslation();
  if (groups.length === 0)
    return <Typography.Text type="secondary">{t('form.noCartonsYet')}</Typography.Text>;
  const rows = groups.map((group) => {
    const cartons = group.toNo - group.fromNo + 1;
    const perCarton = group.contents.reduce((sum, cell) => sum + cell.qty, 0);
    return {
      key: group.fromNo,
      range: cartonRange(group),
      colour: [...new Set(group.contents.map((cell) => cell.colour))].join(', '),
      size: group.contents
        .map((cell) => (group.contents.length > 1 ? `${cell.size}×${cell.qty}` : cell.size))
        .join(' '),
      perCarton,
      cartons,
      pieces: perCarton * cartons,
    };
  });
  const count = cartonCount(groups);
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('form.cartonCount', { count })}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 240 }}
        dataSource={rows}
        aria-label={t('form.cartons')}
        columns={[
          { key: 'range', dataIndex: 'range', title: t('form.cartonNos') },
          { key: 'colour', dataIndex: 'colour', title: t('form.colour') },
          { key: 'size', dataIndex: 'size', title: t('form.sizeColumn') },
          { key: 'perCarton', dataIndex: 'perCarton', title: t('form.perCartonColumn'), align: 'end' },
          { key: 'cartons', dataIndex: 'cartons', title: t('form.cartonsColumn'), align: 'end' },
          { key: 'pieces', dataIndex: 'pieces', title: t('form.piecesColumn'), align: 'end' },
        ]}
      />
    </Flex>
  );
}

/**
 * Mixed cartons typed like a sheet: from, to, colour, size and pieces a carton per row; Enter in the last
 * cell of the last row adds a row. Rows of the same range are one range holding several colours or sizes.
 */
function MixedCartons({
  values,
  colours,
  sizes,
  groups,
  mixedProblems,
  errors,
  disabled,
  onChange,
}: ShipmentCartonsProps) {
  const { t } = useShipmentsTranslation();
  const validationText = useValidationText();
  const rows = values.mixed;
  const update = (key: number, change: Partial<MixedRow>) =>
    onChange({ mixed: rows.map((row) => (row.key === key ? { ...row, ...change } : row)) });
  const remove = (key: number) => {
    const left = rows.filter((row) => row.key !== key);
    onChange({ mixed: left.length > 0 ? left : [emptyMixedRow()] });
  };
  const addRow = () => {
    const last = rows.at(-1);
    const next = { ...emptyMixedRow(), fromNo: (last?.toNo ?? 0) + 1 || undefined };
    onChange({ mixed: [...rows, next] });
    // The new row's first cell takes the cursor once drawn.
    setTimeout(() => document.getElementById(`shipment-mixed-from-${next.key}`)?.focus(), 0);
  };
  const onLastKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && index === rows.length - 1) {
      event.preventDefault();
      addRow();
    }
  };
  const number = (
    row: MixedRow,
    field: 'fromNo' | 'toNo' | 'qty',
    label: string,
    max: number,
    last = false,
    index = 0,
  ) => (
    <InputNumber<number>
      id={field === 'fromNo' ? `shipment-mixed-from-${row.key}` : undefined}
      aria-label={label}
      value={row[field] ?? null}
      min={1}
      max={max}
      precision={0}
      controls={false}
      inputMode="numeric"
      disabled={disabled}
      style={{ width: field === 'qty' ? 90 : 80 }}
      onChange={(value) => update(row.key, { [field]: value })}
      onKeyDown={last ? (event) => onLastKey(event, index) : undefined}
    />
  );
  const error = errors['cartons.groups'];
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('form.mixedHint')}</Typography.Text>
      <div style={{ overflowX: 'auto' }}>
        <Flex vertical gap={6} style={{ minWidth: 520 }}>
          <Flex gap={8} style={{ fontWeight: 600 }}>
            <span style={{ width: 80 }}>{t('form.fromNo')}</span>
            <span style={{ width: 80 }}>{t('form.toNo')}</span>
            <span style={{ width: 120 }}>{t('form.colour')}</span>
            <span style={{ width: 90 }}>{t('form.sizeColumn')}</span>
            <span style={{ width: 90 }}>{t('form.perCartonColumn')}</span>
          </Flex>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <Flex key={row.key} gap={8} align="center">
                {number(row, 'fromNo', t('form.mixedFromOf', { row: n }), MAX_CARTON_NO)}
                {number(row, 'toNo', t('form.mixedToOf', { row: n }), MAX_CARTON_NO)}
                <Select<string>
                  aria-label={t('form.mixedColourOf', { row: n })}
                  value={row.colour}
                  disabled={disabled}
                  style={{ width: 120 }}
                  options={colours.map((colour) => ({ value: colour, label: colour }))}
                  onChange={(colour) => update(row.key, { colour })}
                />
                <Select<string>
                  aria-label={t('form.mixedSizeOf', { row: n })}
                  value={row.size}
                  disabled={disabled}
                  style={{ width: 90 }}
                  options={sizes.map((size) => ({ value: size, label: size }))}
                  onChange={(size) => update(row.key, { size })}
                />
                {number(row, 'qty', t('form.mixedQtyOf', { row: n }), MAX_PER_CARTON, true, index)}
                <Button
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('form.removeRow', { row: n })}
                  disabled={disabled}
                  onClick={() => remove(row.key)}
                />
              </Flex>
            );
          })}
        </Flex>
      </div>
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={addRow}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.addRow')}
      </Button>
      {(mixedProblems.length > 0 || error) && (
        <Alert
          type="error"
          showIcon
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {error && <li>{error}</li>}
              {mixedProblems.map((problem) => (
                <li key={`${problem.path}${problem.message}`}>{validationText(problem.message)}</li>
              ))}
            </ul>
          }
        />
      )}
      <CartonTable groups={mixedProblems.length === 0 ? groups : []} />
    </Flex>
  );
}
