import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';

/** A bed's name on buttons, titles and in messages: "PL2408 bed 2". */
export function useBedName() {
  const { t } = useCuttingTranslation();
  return (bed: { styleNo: string; bedNo: number }) =>
    t('cutOrders.bedName', { styleNo: bed.styleNo, bedNo: bed.bedNo });
}
