import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { LanguageButtons } from '@/components/language-buttons';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';

/** The page's bar: back to scanning, the title with the worker's name, the other language. */
export function PayHeader({ name, backTo }: { name: string | undefined; backTo: string }) {
  const { t } = useMyPayTranslation();
  return (
    <header className={styles.header}>
      <Link to={backTo} className={styles.headerButton} aria-label={t('back')} title={t('back')}>
        <ArrowLeftOutlined aria-hidden />
      </Link>
      <h1 className={styles.heading}>{name ? `${t('title')} · ${name}` : t('title')}</h1>
      <LanguageButtons className={styles.headerButton} label={t('language')} />
    </header>
  );
}
