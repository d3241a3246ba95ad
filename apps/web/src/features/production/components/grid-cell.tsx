import type { ProductionCell } from '@gbo/contracts';
import { theme, Tooltip } from 'antd';
import { QcMark } from '@/features/production/components/qc-mark';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { cellState } from '@/features/production/utils/grid-cell';

interface GridCellProps {
  /** The bundle's cell of this process; undefined when the bundle's bed has no such process. */
  cell: ProductionCell | undefined;
  /** The bundle's pieces. */
  qty: number;
  processName: string;
  /** Whether hovering names who scanned it (a breakdown's cell sums many bundles: it does not). */
  showWorkers?: boolean;
}

/**
 * A bundle × process cell: done / pieces, coloured by how far it is (nothing, some, all), with who scanned
 * it on hover or focus; under it, the bundle's in-line QC check after this process, when it had one.
 */
export function GridCell({ cell, qty, processName, showWorkers = true }: GridCellProps) {
  const { t } = useProductionTranslation();
  const { token } = theme.useToken();
  if (!cell)
    return (
      <span title={t('grid.notInBed')} style={{ color: token.colorTextQuaternary }}>
        –
      </span>
    );
  const state = cellState(cell.doneQty, qty);
  const colours = {
    none: { background: 'transparent', color: token.colorTextTertiary, border: token.colorBorderSecondary },
    partial: {
      background: token.colorWarningBg,
      color: token.colorWarningText,
      border: token.colorWarningBorder,
    },
    done: {
      background: token.colorSuccessBg,
      color: token.colorSuccessText,
      border: token.colorSuccessBorder,
    },
  }[state];
  const who = cell.workers.length > 0 ? cell.workers.join(', ') : t('grid.nobody');
  const box = (
    <Tooltip title={showWorkers ? `${processName}: ${who}` : undefined}>
      <span
        tabIndex={0}
        data-state={state}
        aria-label={t('grid.cellLabel', {
          process: processName,
          done: cell.doneQty,
          qty,
          state: t(`grid.state.${state}`),
        })}
        style={{
          display: 'inline-block',
          minWidth: 56,
          padding: '1px 6px',
          borderRadius: token.borderRadiusSM,
          border: `1px solid ${colours.border}`,
          background: colours.background,
          color: colours.color,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {cell.doneQty}/{qty}
      </span>
    </Tooltip>
  );
  if (!cell.qc) return box;
  return (
    // Into the cell's padding, so that a row with a check stays about as low as the others.
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', margin: '-4px 0' }}>
      {box}
      <QcMark qc={cell.qc} checkpoint="inline" />
    </span>
  );
}
