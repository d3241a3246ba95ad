import { App, Input, Typography } from 'antd';
import { type ClipboardEvent, useState } from 'react';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import {
  cellKey,
  matrixTotals,
  type OrderCells,
  parseQty,
  pastedGrid,
  pasteIntoCells,
  withCell,
} from '@/features/styles/utils/order-matrix';
import styles from '@/features/styles/components/style-form.module.css';

interface OrderMatrixProps {
  id?: string;
  value?: OrderCells;
  onChange?: (value: OrderCells) => void;
  colours: readonly string[];
  sizes: readonly string[];
}

/**
 * The order quantity of each colour × size, with each colour's and size's total and the whole order's. Tab
 * moves along a row, then to the next colour; a blank cell is none ordered. Cells copied from Excel paste
 * from the focused cell rightwards and down.
 */
export function OrderMatrix({ id, value = {}, onChange, colours, sizes }: OrderMatrixProps) {
  const { t } = useStylesTranslation();
  const { message } = App.useApp();
  // Text that is not a quantity stays as typed (marked) until corrected; the value keeps the last good one.
  const [typed, setTyped] = useState<Record<string, string>>({});
  if (colours.length === 0 || sizes.length === 0)
    return <Typography.Text type="secondary">{t('matrix.needLists')}</Typography.Text>;
  const totals = matrixTotals(colours, sizes, value);

  const edit = (key: string, text: string) => {
    const qty = parseQty(text);
    setTyped((current) => ({ ...current, [key]: text }));
    if (!Number.isNaN(qty)) onChange?.(withCell(value, key, qty));
  };

  const paste = (event: ClipboardEvent, row: number, column: number) => {
    const grid = pastedGrid(event.clipboardData.getData('text/plain'));
    // One value pastes into the cell as typed.
    if (!grid) return;
    event.preventDefault();
    const pasted = pasteIntoCells(value, colours, sizes, { row, column }, grid);
    setTyped((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !pasted.changed.includes(key))),
    );
    onChange?.(pasted.cells);
    if (pasted.skipped > 0) void message.warning(t('matrix.pasteSkipped', { count: pasted.skipped }));
  };

  return (
    <div className={styles.scroll}>
      <table className={styles.matrix} id={id}>
        <thead>
          <tr>
            <th scope="col">{t('matrix.colour')}</th>
            {sizes.map((size) => (
              <th key={size} scope="col">
                {size}
              </th>
            ))}
            <th scope="col">{t('matrix.total')}</th>
          </tr>
        </thead>
        <tbody>
          {colours.map((colour, row) => (
            <tr key={colour}>
              <th scope="row">{colour}</th>
              {sizes.map((size, column) => {
                const key = cellKey(colour, size);
                const text = typed[key] ?? (value[key] === undefined ? '' : String(value[key]));
                const wrong = Number.isNaN(parseQty(text));
                return (
                  <td key={size}>
                    <Input
                      inputMode="numeric"
                      value={text}
                      status={wrong ? 'error' : undefined}
                      aria-invalid={wrong}
                      aria-label={t('matrix.cell', { colour, size })}
                      onChange={(event) => edit(key, event.target.value)}
                      onPaste={(event) => paste(event, row, column)}
                      onBlur={() => !wrong && setTyped(({ [key]: _dropped, ...rest }) => rest)}
                      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                    />
                  </td>
                );
              })}
              <td className={styles.total}>{totals.rows[row]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('matrix.total')}</th>
            {sizes.map((size, column) => (
              <td key={size} className={styles.total}>
                {totals.columns[column]}
              </td>
            ))}
            <td className={styles.total} aria-label={t('matrix.grandTotal')}>
              <strong>{totals.total}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
