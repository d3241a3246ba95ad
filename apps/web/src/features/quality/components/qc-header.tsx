import { LanguageButtons } from '@/components/language-buttons';
import styles from '@/features/quality/components/qc-page.module.css';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

interface QcHeaderProps {
  name: string | undefined;
  online: boolean;
  /** Inspections kept on the phone, waiting for the network. */
  pending: number;
  onSignOut: () => void;
}

/** The page's bar: who inspects, whether the phone is offline and keeps inspections, the other language. */
export function QcHeader({ name, online, pending, onSignOut }: QcHeaderProps) {
  const { t } = useQualityTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerTitle}>
        <h1 className={styles.heading}>{t('phone.title')}</h1>
        <span className={styles.headerLine}>
          {name && <span>{name}</span>}
          {!online && <span className={styles.warn}>{t('phone.offline')}</span>}
          {pending > 0 && <span className={styles.warn}>{t('phone.pending', { n: pending })}</span>}
        </span>
      </div>
      <LanguageButtons className={styles.headerButton} label={t('phone.language')} />
      <button type="button" className={styles.headerButton} onClick={onSignOut}>
        {t('phone.signOut')}
      </button>
    </header>
  );
}
