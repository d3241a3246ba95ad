import { RightOutlined, WalletOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { useNotices, useUnseenAnswers } from '@/features/my-pay/api/my-pay';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';

/**
 * The scan page's way to the worker's pay, with a badge counting what is new there: adjustments that changed
 * their pay and answers to their questions not read yet.
 */
export function MyPayLink({ to }: { to: string }) {
  const { t } = useMyPayTranslation();
  const fresh = (useNotices().data?.length ?? 0) + (useUnseenAnswers().data ?? 0);
  return (
    <Badge count={fresh} offset={[-4, 0]}>
      <Link
        to={to}
        className={styles.payLink}
        aria-label={fresh > 0 ? t('linkBadge', { count: fresh }) : t('link')}
      >
        <WalletOutlined aria-hidden /> {t('link')} <RightOutlined aria-hidden />
      </Link>
    </Badge>
  );
}
