import styles from '@/layout/basic-layout.module.css';
import { useSettingsStore } from '@/layout/stores/settings-store';

/** Where a filing number is looked up (upstream's footer link). */
const FILING_REGISTRY_URL = 'https://beian.miit.gov.cn';

/** The copyright line and the filing number (docs/specification.md §1, what the product does), both configured on the server. */
export function AppFooter() {
  const { showFooter, footerTxt, caseNumber } = useSettingsStore((state) => state.settings);
  if (!showFooter || (!footerTxt && !caseNumber)) return null;
  return (
    <footer className={styles.footer}>
      {footerTxt}
      {footerTxt && caseNumber && ' ⋅ '}
      {caseNumber && (
        <a href={FILING_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
          {caseNumber}
        </a>
      )}
    </footer>
  );
}
