import type { ProductionProcess } from '@gbo/contracts';
import { Progress, theme, Typography } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { percent } from '@/features/production/utils/grid-cell';

interface ProcessProgressProps {
  processes: readonly ProductionProcess[];
  /** The seq whose colour × size breakdown shows. */
  selected: number | undefined;
  onSelect: (seq: number | undefined) => void;
  /** The seq of the slowest process, marked. */
  slowest: number | undefined;
}

/** A bar a process over the filtered bundles; a click opens its colour × size breakdown. */
export function ProcessProgress({ processes, selected, onSelect, slowest }: ProcessProgressProps) {
  const { t } = useProductionTranslation();
  const { token } = theme.useToken();
  return (
    // As many columns as fit, so a wide screen shows every process without a long scroll.
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: '2px 16px',
      }}
    >
      {processes.map((process) => {
        const chosen = process.seq === selected;
        return (
          <button
            key={process.seq}
            type="button"
            aria-pressed={chosen}
            aria-label={t('processes.open', { seq: process.seq, name: process.name })}
            onClick={() => onSelect(chosen ? undefined : process.seq)}
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(90px, 200px) 1fr',
              alignItems: 'center',
              gap: 12,
              width: '100%',
              minHeight: 40,
              padding: '0 8px',
              border: 'none',
              borderRadius: token.borderRadius,
              background: chosen ? token.controlItemBgActive : 'transparent',
              cursor: 'pointer',
              textAlign: 'start',
              font: 'inherit',
              color: 'inherit',
            }}
          >
            <Typography.Text ellipsis strong={chosen} type={process.seq === slowest ? 'warning' : undefined}>
              {process.seq} {process.name}
            </Typography.Text>
            <Progress
              percent={percent(process.doneQty, process.totalQty)}
              format={() => `${process.doneQty}/${process.totalQty}`}
              status={process.totalQty > 0 && process.doneQty >= process.totalQty ? 'success' : 'normal'}
              strokeColor={process.seq === slowest ? token.colorWarning : undefined}
              style={{ margin: 0 }}
            />
          </button>
        );
      })}
    </div>
  );
}
