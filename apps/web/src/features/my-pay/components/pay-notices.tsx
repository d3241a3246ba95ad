import { Alert, Button } from 'antd';
import { useNotices, useSeeNotices } from '@/features/my-pay/api/my-pay';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { signOf } from '@/features/my-pay/utils/labels';
import { formatYuan } from '@/lib/money';

/**
 * Tells the worker their pay was changed (an adjustment made or changed since they last looked), with the
 * reasons, until they say they have seen it.
 */
export function PayNotices() {
  const { t } = useMyPayTranslation();
  const notices = useNotices();
  const see = useSeeNotices();
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('notices.title', { count: list.length })}
      description={
        <ul className={styles.rows}>
          {list.map((notice) => {
            const kind = t(`adjustments.kind.${notice.kind}`);
            return (
              <li key={notice.id}>
                {notice.amount === null
                  ? t('notices.lineHidden', { kind, month: notice.month })
                  : t('notices.line', {
                      kind,
                      month: notice.month,
                      sign: signOf(notice.kind),
                      amount: formatYuan(notice.amount),
                    })}
                {notice.note && (
                  <span className={styles.rowMeta}>{t('notices.reason', { note: notice.note })}</span>
                )}
              </li>
            );
          })}
        </ul>
      }
      action={
        <Button
          type="primary"
          className={styles.touch}
          loading={see.isPending}
          onClick={() => see.mutate(list)}
        >
          {t('notices.seen')}
        </Button>
      }
    />
  );
}
