import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { type FieldErrors, type LayRow, layRows } from '@/features/cutting/utils/cut-order-form';
import { useIsMobile } from '@/lib/use-is-mobile';

interface LaysGridProps {
  rows: LayRow[];
  onChange: (rows: LayRow[]) => void;
  /** The style's colours, in its order. */
  colours: readonly string[];
  errors: FieldErrors;
  disabled?: boolean;
}

/** Colour, layers, dye lot, shade and the delete button; a phone puts the four cells two by two. */
const DESKTOP: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 2fr) minmax(84px, 1fr) minmax(96px, 1.4fr) minmax(64px, 1fr) 40px',
  gap: 8,
  alignItems: 'start',
};
const PHONE: CSSProperties = { ...DESKTOP, gridTemplateColumns: '1fr 1fr 40px' };

/**
 * The lays of the bed (铺布): one row a colour spread, typed like a sheet: Tab moves through the cells, Enter in
 * the last cell adds a row and goes to it, the bin deletes a row (one always stays to type in).
 */
export function CutOrderLaysGrid({ rows, onChange, colours, errors, disabled }: LaysGridProps) {
  const { t } = useCuttingTranslation();
  const mobile = useIsMobile();
  const ref = useRef<HTMLDivElement>(null);
  /** The row to put the cursor in once it has rendered (a new row). */
  const focusRow = useRef<number>(undefined);
  const grid = mobile ? PHONE : DESKTOP;

  useEffect(() => {
    if (focusRow.current === undefined) return;
    ref.current?.querySelector<HTMLInputElement>(`[data-lay="${focusRow.current}"] input`)?.focus();
    focusRow.current = undefined;
  }, [rows]);

  const addRow = () => {
    const next = layRows.add(rows);
    focusRow.current = next.at(-1)?.key;
    onChange(next);
  };
  const change = (key: number, patch: Partial<Omit<LayRow, 'key'>>) =>
    onChange(layRows.update(rows, key, patch));
  const onLastCellKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || index !== rows.length - 1) return;
    event.preventDefault();
    addRow();
  };
  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);
  const colourOptions = colours.map((colour) => ({ value: colour, label: colour }));

  return (
    <div ref={ref} role="group" aria-label={t('cutOrders.form.lays')}>
      {!mobile && (
        <div style={{ ...grid, marginBottom: 4 }} aria-hidden>
          {(['colour', 'layers', 'dyeLot', 'shade'] as const).map((cell) => (
            <Typography.Text key={cell} type="secondary">
              {t(`cutOrders.form.lay.${cell}`)}
            </Typography.Text>
          ))}
        </div>
      )}
      <Flex vertical gap={mobile ? 12 : 8}>
        {rows.map((row, index) => {
          const n = index + 1;
          const rowErrors = ['colour', 'layers', 'dyeLot', 'shade']
            .map((cell) => errors[`lays.${row.key}.${cell}`])
            .filter(Boolean);
          return (
            <div key={row.key} data-lay={row.key}>
              <div style={grid}>
                <Select<string>
                  aria-label={t('cutOrders.form.lay.colourOf', { n })}
                  placeholder={t('cutOrders.form.lay.colour')}
                  value={row.colour}
                  options={colourOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  status={status(`lays.${row.key}.colour`)}
                  disabled={disabled}
                  onChange={(colour) => change(row.key, { colour })}
                />
                <InputNumber<number>
                  aria-label={t('cutOrders.form.lay.layersOf', { n })}
                  placeholder={t('cutOrders.form.lay.layers')}
                  value={row.layers ?? null}
                  min={1}
                  max={2000}
                  precision={0}
                  inputMode="numeric"
                  style={{ width: '100%' }}
                  status={status(`lays.${row.key}.layers`)}
                  disabled={disabled}
                  onChange={(layers) => change(row.key, { layers })}
                />
                {mobile && (
                  <DeleteButton
                    n={n}
                    onClick={() => onChange(layRows.remove(rows, row.key))}
                    disabled={disabled}
                  />
                )}
                <Input
                  aria-label={t('cutOrders.form.lay.dyeLotOf', { n })}
                  placeholder={t('cutOrders.form.lay.dyeLot')}
                  value={row.dyeLot ?? ''}
                  maxLength={32}
                  status={status(`lays.${row.key}.dyeLot`)}
                  disabled={disabled}
                  onChange={(event) => change(row.key, { dyeLot: event.target.value })}
                />
                <Input
                  aria-label={t('cutOrders.form.lay.shadeOf', { n })}
                  placeholder={t('cutOrders.form.lay.shade')}
                  value={row.shade ?? ''}
                  maxLength={16}
                  status={status(`lays.${row.key}.shade`)}
                  disabled={disabled}
                  onChange={(event) => change(row.key, { shade: event.target.value })}
                  onKeyDown={(event) => onLastCellKey(event, index)}
                />
                {!mobile && (
                  <DeleteButton
                    n={n}
                    onClick={() => onChange(layRows.remove(rows, row.key))}
                    disabled={disabled}
                  />
                )}
              </div>
              {rowErrors.length > 0 && (
                <Typography.Text type="danger" role="alert">
                  {rowErrors.join('; ')}
                </Typography.Text>
              )}
            </div>
          );
        })}
      </Flex>
      <Form.Item
        validateStatus={errors.lays ? 'error' : undefined}
        help={errors.lays}
        style={{ marginTop: 8, marginBottom: 0 }}
      >
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          onClick={addRow}
          disabled={disabled}
          block={mobile}
        >
          {t('cutOrders.form.lay.add')}
        </Button>
      </Form.Item>
    </div>
  );
}

function DeleteButton({ n, onClick, disabled }: { n: number; onClick: () => void; disabled?: boolean }) {
  const { t } = useCuttingTranslation();
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t('cutOrders.form.lay.remove', { n })}
      onClick={onClick}
      disabled={disabled}
    />
  );
}
