import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { LanguageButtons } from '@/components/language-buttons';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';

interface ScanHeaderProps {
  name: string | undefined;
  online: boolean;
  /** Scans kept on the phone, waiting for the network. */
  pending: number;
  /** Whether a scan's outcome sounds, and its switch. */
  sound: boolean;
  onSoundChange: (on: boolean) => void;
  onSignOut: () => void;
}

/**
 * The page's bar: who is signed in, whether the phone is offline and keeps scans to send, the sound switch,
 * the other language, sign-out.
 */
export function ScanHeader({ name, online, pending, sound, onSoundChange, onSignOut }: ScanHeaderProps) {
  const { t } = useScanTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerTitle}>
        <h1 className={styles.headerHeading}>{t('title')}</h1>
        <span className={styles.headerLine}>
          {name && <span className={styles.headerName}>{name}</span>}
          {!online && <span className={styles.offline}>{t('header.offline')}</span>}
          {pending > 0 && <span className={styles.offline}>{t('header.pending', { n: pending })}</span>}
        </span>
      </div>
      <button
        type="button"
        className={styles.headerButton}
        aria-pressed={sound}
        title={sound ? t('header.soundOn') : t('header.soundOff')}
        onClick={() => onSoundChange(!sound)}
      >
        {sound ? <SoundOutlined aria-hidden /> : <MutedOutlined aria-hidden />}{' '}
        <span className={styles.headerButtonText}>{t('header.sound')}</span>
      </button>
      <LanguageButtons className={styles.headerButton} label={t('header.language')} />
      <button type="button" className={styles.headerButton} onClick={onSignOut}>
        {t('header.signOut')}
      </button>
    </header>
  );
}
