import { LANGUAGES } from '@/lib/i18n';
import { chooseLanguage, useLanguageStore } from '@/lib/language';
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
  const language = useLanguageStore((state) => state.language);
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
      {LANGUAGES.filter(({ code }) => code !== language).map(({ code, name: languageName }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.headerButton}
          onClick={() => void chooseLanguage(code)}
        >
          {languageName}
        </button>
      ))}
      <button type="button" className={styles.headerButton} onClick={onSignOut}>
        {t('phone.signOut')}
      </button>
    </header>
  );
}
