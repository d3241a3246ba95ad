import { useTranslation } from 'react-i18next';
import styles from '@/features/auth/components/login-page.module.css';
import { LANGUAGES } from '@/lib/i18n';
import { chooseLanguage, useLanguageStore } from '@/lib/language';

/**
 * Workers pick their language before signing in: each language named in itself, as plain buttons (no menu
 * code), drawn as antd's small link buttons (login-page.module.css) without antd's Button code.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  return (
    <div role="group" aria-label={t('language.label')} className={styles.languages}>
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          // The language in use reads as text, the others as links to follow.
          className={code === language ? styles.language : `${styles.language} ${styles.languageLink}`}
          lang={code}
          aria-pressed={code === language}
          onClick={() => void chooseLanguage(code)}
        >
          <span>{name}</span>
        </button>
      ))}
    </div>
  );
}
