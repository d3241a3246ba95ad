import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '@/features/auth/components/login-page.module.css';
import { LANGUAGES } from '@/lib/i18n';
import { chooseLanguage, useLanguageStore } from '@/lib/language';

/** Workers pick their language before signing in: each language named in itself, as plain buttons (no menu code). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  return (
    <div role="group" aria-label={t('language.label')} className={styles.languages}>
      {LANGUAGES.map(({ code, name }) => (
        <Button
          key={code}
          // The language in use reads as text, the others as links to follow.
          variant="link"
          color={code === language ? 'default' : 'primary'}
          size="small"
          lang={code}
          aria-pressed={code === language}
          onClick={() => void chooseLanguage(code)}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}
