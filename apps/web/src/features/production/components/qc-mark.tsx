import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { ProductionQc } from '@gbo/contracts';
import { theme, Tooltip } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';

interface QcMarkProps {
  qc: ProductionQc;
  /** The in-line check after a process, or the bundle's final check. */
  checkpoint: 'inline' | 'final';
}

/**
 * A bundle's QC check, small enough for a grid cell: a green check and the passed pieces when no rework is
 * open, the pieces in rework in the error colour otherwise; inspected / passed / rework on hover or focus.
 */
export function QcMark({ qc, checkpoint }: QcMarkProps) {
  const { t } = useProductionTranslation();
  const { token } = theme.useToken();
  const rework = qc.reworkQty > 0;
  const detail = t(`grid.qc.detail.${checkpoint}`, {
    inspected: qc.inspectedQty,
    passed: qc.passedQty,
    rework: qc.reworkQty,
  });
  const Icon = rework ? ExclamationCircleFilled : CheckCircleFilled;
  return (
    <Tooltip title={detail}>
      <span
        tabIndex={0}
        role="img"
        aria-label={detail}
        data-qc={rework ? 'rework' : 'passed'}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 3,
          fontSize: token.fontSizeSM - 1,
          lineHeight: '14px',
          whiteSpace: 'nowrap',
          color: rework ? token.colorErrorText : token.colorSuccessText,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Icon aria-hidden />
        {rework ? t('grid.qc.rework', { qty: qc.reworkQty }) : t('grid.qc.passed', { qty: qc.passedQty })}
      </span>
    </Tooltip>
  );
}
