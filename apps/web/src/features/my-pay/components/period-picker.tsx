import type { WageDetail } from '@gbo/contracts';
import { Segmented, Select } from 'antd';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { QUICK_PERIODS, type QuickPeriod } from '@/features/my-pay/utils/periods';

/** A settlement that paid the worker: its period can be looked at again, as it was paid. */
export type PaidPeriod = WageDetail['settled'][number];

/** The period the page shows: a quick one, or a paid one. */
export type PeriodSelection = { quick: QuickPeriod } | { paid: PaidPeriod };

interface PeriodPickerProps {
  selection: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
  /** The periods that paid the worker in the last year, newest first; undefined while they load. */
  paid: PaidPeriod[] | undefined;
}

/** Today, this month, last month at a tap; a paid period from a list. */
export function PeriodPicker({ selection, onChange, paid }: PeriodPickerProps) {
  const { t } = useMyPayTranslation();
  const range = (period: PaidPeriod) => t('period.range', { from: period.from, to: period.to });
  return (
    <section className={`${styles.panel} ${styles.periods}`} aria-label={t('period.label')}>
      <Segmented<QuickPeriod | 'paid'>
        block
        size="large"
        value={'quick' in selection ? selection.quick : 'paid'}
        options={QUICK_PERIODS.map((quick) => ({ value: quick, label: t(`period.${quick}`) }))}
        onChange={(value) => {
          if (value !== 'paid') onChange({ quick: value });
        }}
      />
      <Select<number>
        size="large"
        aria-label={t('period.past')}
        placeholder={paid?.length === 0 ? t('period.none') : t('period.pastPlaceholder')}
        loading={paid === undefined}
        disabled={paid?.length === 0}
        value={'paid' in selection ? selection.paid.settlementId : undefined}
        options={(paid ?? []).map((period) => ({ value: period.settlementId, label: range(period) }))}
        onChange={(settlementId) => {
          const period = paid?.find((p) => p.settlementId === settlementId);
          if (period) onChange({ paid: period });
        }}
      />
    </section>
  );
}
