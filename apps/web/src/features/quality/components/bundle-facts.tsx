import type { QcLookup } from '@gbo/contracts';
import { Alert, Tag } from 'antd';
import styles from '@/features/quality/components/qc-page.module.css';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

/** The looked-up bundle: what the inspector checks the pieces in hand against. */
export function BundleFacts({ lookup }: { lookup: QcLookup }) {
  const { t } = useQualityTranslation();
  const { bundle } = lookup;
  const facts = [
    { label: t('bundle.style'), value: bundle.styleNo },
    { label: t('bundle.bed'), value: bundle.bedNo },
    { label: t('bundle.colour'), value: bundle.colour },
    { label: t('bundle.size'), value: bundle.size },
    { label: t('bundle.qty'), value: bundle.qty },
  ];
  return (
    <>
      <h2 className={styles.panelTitle}>
        {t('bundle.title', { bundleNo: bundle.bundleNo })}{' '}
        <span className={styles.muted}>{t('bundle.ticketNo', { ticketNo: bundle.ticketNo })}</span>{' '}
        {bundle.status === 'void' && <Tag color="error">{t('bundle.void')}</Tag>}
      </h2>
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bundle.status === 'void' && (
        <Alert type="error" showIcon title={t('bundle.voidNotice')} style={{ marginTop: 8 }} />
      )}
    </>
  );
}
