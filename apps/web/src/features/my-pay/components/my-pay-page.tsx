import type { WageItem } from '@gbo/contracts';
import { Alert } from 'antd';
import { useState } from 'react';
import { useMyEfficiency, useMyWage } from '@/features/my-pay/api/my-pay';
import { AskDialog, type AskTarget } from '@/features/my-pay/components/ask-dialog';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { MyQuestions } from '@/features/my-pay/components/my-questions';
import { PayAdjustments } from '@/features/my-pay/components/pay-adjustments';
import { PayHeader } from '@/features/my-pay/components/pay-header';
import { PayLines } from '@/features/my-pay/components/pay-lines';
import { PayNotices } from '@/features/my-pay/components/pay-notices';
import { EfficiencyCard, PaySummary } from '@/features/my-pay/components/pay-summary';
import { PeriodPicker, type PeriodSelection } from '@/features/my-pay/components/period-picker';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { daysOf, paidPeriodsWindow, quickPeriod } from '@/features/my-pay/utils/periods';
import { errorMessage } from '@/lib/api-error';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';
import { type Period, workDays } from '@/lib/work-days';

/**
 * The worker's own pay (`/scan/pay`, from the scan page): today, this month, last month or a paid period,
 * line by line (style × process × rate) and day by day, adjustments with their reasons, the settlements that
 * paid it, efficiency where standard minutes exist; a notice when an adjustment changed it; questions about a
 * day or a line, and their answers. The server answers only the signed-in worker's own.
 */
export function MyPayPage({ backTo }: { backTo: string }) {
  const { t } = useMyPayTranslation();
  const user = useSessionStore((state) => state.user);
  const timeZone = useSessionStore((state) => state.factory?.timeZone) ?? DEFAULT_TIME_ZONE;
  const { today } = workDays(timeZone);
  const [selection, setSelection] = useState<PeriodSelection>({ quick: 'today' });
  const [asking, setAsking] = useState<AskTarget>();

  const period: Period = 'quick' in selection ? quickPeriod(selection.quick, today) : selection.paid;
  const title =
    'quick' in selection
      ? t(`period.${selection.quick}`)
      : t('period.range', { from: selection.paid.from, to: selection.paid.to });
  const wage = useMyWage({ from: period.from, to: period.to });
  const paidYear = useMyWage(paidPeriodsWindow(today));
  const efficiency = useMyEfficiency({ from: period.from, to: period.to });
  const days = daysOf(period, today);
  const askDay = (day: string) => setAsking({ days, day, item: null });
  const askItem = ({ styleNo, processName, rate }: WageItem) =>
    setAsking({ days, day: days[0] ?? today, item: { styleNo, processName, rate } });

  return (
    <div className={styles.page}>
      <PayHeader name={user?.name} backTo={backTo} />
      <main className={styles.body}>
        <div className={styles.column}>
          <PayNotices />
          <PeriodPicker
            selection={selection}
            onChange={setSelection}
            paid={paidYear.data && [...paidYear.data.settled].sort((a, b) => b.settlementId - a.settlementId)}
          />
          {wage.isError && <Alert type="error" showIcon title={errorMessage(wage.error)} />}
          <PaySummary wage={wage.data} title={title} />
          {wage.data && <PayLines wage={wage.data} onAskItem={askItem} onAskDay={askDay} />}
        </div>
        <div className={styles.column}>
          <EfficiencyCard rows={efficiency.data} />
          {wage.data && <PayAdjustments wage={wage.data} />}
          <MyQuestions timeZone={timeZone} onAsk={() => askDay(days[0] ?? today)} />
        </div>
      </main>
      <AskDialog target={asking} onClose={() => setAsking(undefined)} />
    </div>
  );
}
