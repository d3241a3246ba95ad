import { Tag } from 'antd';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';

/** Whether a worker's pieces of the period are paid: all (green), some (orange, how many), none (nothing). */
export function SettledTag({ qty, settledQty }: { qty: number; settledQty: number }) {
  const { t } = useWagesTranslation();
  if (settledQty <= 0) return null;
  if (settledQty >= qty) return <Tag color="success">{t('status.settled')}</Tag>;
  return <Tag color="warning">{t('status.partly', { settled: settledQty, qty })}</Tag>;
}
