import { cellKey, MAX_SHIPMENT_CELL_QTY, type ShipmentFigure } from '@gbo/contracts';
import { InputNumber, Tooltip } from 'antd';
import styles from '@/features/shipments/components/shipment-qty-grid.module.css';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import {
  amountMills,
  gridLines,
  gridTotals,
  type ShipmentFormValues,
} from '@/features/shipments/utils/shipment-form';
import { formatMills } from '@/lib/money';

interface ShipmentQtyGridProps {
  colours: readonly string[];
  sizes: readonly string[];
  qty: ShipmentFormValues['qty'];
  figures: readonly ShipmentFigure[] | undefined;
  /** The unit price in mills, when one is typed: the rows then show their amounts. */
  price: number | undefined;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (qty: ShipmentFormValues['qty']) => void;
}

/**
 * The colour × size quantities, typed like a sheet (Tab goes along a row, then to the next colour), with row
 * and column totals, the amounts when a price is typed, and under each cell what the style has ordered,
 * finished, shipped and left. A cell over what is left is marked (a warning, never a refusal).
 */
export function ShipmentQtyGrid({
  colours,
  sizes,
  qty,
  figures,
  price,
  disabled,
  invalid,
  onChange,
}: ShipmentQtyGridProps) {
  const { t } = useShipmentsTranslation();
  const lines = gridLines(qty, colours, sizes);
  const totals = gridTotals(lines);
  const byCell = new Map(figures?.map((figure) => [cellKey(figure), figure]));
  const rowAmount = (pieces: number) => (price === undefined ? '' : formatMills(amountMills(pieces, price)));

  return (
    <div className={styles.scroller}>
      <table className={styles.grid} aria-label={t('form.gridLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('form.colour')}</th>
            {sizes.map((size) => (
              <th key={size} scope="col">
                {size}
              </th>
            ))}
            <th scope="col">{t('form.total')}</th>
            {price !== undefined && <th scope="col">{t('form.amount')}</th>}
          </tr>
        </thead>
        <tbody>
          {colours.map((colour) => (
            <tr key={colour}>
              <th scope="row">{colour}</th>
              {sizes.map((size) => {
                const key = cellKey({ colour, size });
                const value = qty[key] ?? null;
                const figure = byCell.get(key);
                const over = figure !== undefined && (value ?? 0) > 0 && (value ?? 0) > figure.left;
                return (
                  <td key={size}>
                    <div className={styles.cell}>
                      <InputNumber<number>
                        aria-label={t('form.cellLabel', { colour, size })}
                        value={value}
                        min={0}
                        max={MAX_SHIPMENT_CELL_QTY}
                        precision={0}
                        controls={false}
                        inputMode="numeric"
                        placeholder="0"
                        disabled={disabled}
                        status={invalid ? 'error' : over ? 'warning' : undefined}
                        style={{ width: 72 }}
                        onChange={(next) => onChange({ ...qty, [key]: next })}
                      />
                      {figure && (
                        <Tooltip title={t('form.figuresOf', { ...figure })}>
                          <span className={`${styles.figures} ${over ? styles.over : ''}`}>
                            {figure.ordered}/{figure.finished}/{figure.shipped}/{figure.left}
                          </span>
                        </Tooltip>
                      )}
                    </div>
                  </td>
                );
              })}
              <td className={styles.total}>{totals.rows.get(colour) ?? 0}</td>
              {price !== undefined && <td>{rowAmount(totals.rows.get(colour) ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('form.total')}</th>
            {sizes.map((size) => (
              <td key={size}>{totals.columns.get(size) ?? 0}</td>
            ))}
            <td>{totals.total}</td>
            {price !== undefined && <td>{rowAmount(totals.total)}</td>}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
