import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, QRCode, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/features/phone-setup/components/phone-setup-page.module.css';
import { type PhoneSystem, phoneSystemOf } from '@/features/phone-setup/utils/phone-system';

interface PhoneSetupPageProps {
  /** The HTTPS base phones scan at, and whether its certificate must be trusted first (the app's settings). */
  secureUrl: string | null | undefined;
  certificateNeeded: boolean;
  /**
   * The installation authority's name and SHA-256 fingerprint, for an owner to check the certificate the phone
   * installed (the app's settings); null when the server has none of its own.
   */
  certificate: { name: string; fingerprint: string } | null;
  /** The scan page's path, and the page's language choice (both the app's). */
  scanPath: string;
  languageSwitch: ReactNode;
}

const STEPS = {
  android: ['androidStep1', 'androidStep2', 'androidStep3', 'androidStep4'],
  ios: ['iosStep1', 'iosStep2', 'iosStep3'],
} as const satisfies Record<PhoneSystem, readonly string[]>;

/**
 * `/phone-setup`, open without signing in and over plain HTTP: how a phone's owner trusts the installation's
 * certificate (Android and iOS), then opens the scan page on the secure address, where the camera and the
 * offline app work.
 */
export function PhoneSetupPage({
  secureUrl,
  certificateNeeded,
  certificate,
  scanPath,
  languageSwitch,
}: PhoneSetupPageProps) {
  const { t } = useTranslation('phone-setup');
  const secureScan = secureUrl ? `${secureUrl.replace(/\/?$/, '/')}#${scanPath}` : null;
  const secureHere = window.location.protocol === 'https:';

  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        {secureHere && <Alert type="success" showIcon title={t('secureAlready')} />}
        {secureHere && certificateNeeded && certificate && <CertificateCheck {...certificate} />}
        {!secureScan ? (
          <Flex vertical gap="middle">
            <Alert type="warning" showIcon title={t('noSecureAddress')} />
            <Typography.Link href={`#${scanPath}`}>{t('openPlainScan')}</Typography.Link>
          </Flex>
        ) : (
          <ol className={styles.steps}>
            {certificateNeeded && !secureHere && <CertificateSteps certificate={certificate} />}
            <li className={styles.step}>
              <h2 className={styles.stepTitle}>{t('stepOpen')}</h2>
              <Button type="primary" size="large" href={secureScan}>
                {t('openSecure')}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                {t('openHint')}
              </Typography.Paragraph>
              <figure className={styles.qr}>
                <QRCode value={secureScan} size={180} />
                <figcaption>
                  <Typography.Text type="secondary">{t('qrHint')}</Typography.Text>
                  <br />
                  <Typography.Text copyable>{secureScan}</Typography.Text>
                </figcaption>
              </figure>
            </li>
          </ol>
        )}
        {languageSwitch}
      </section>
    </main>
  );
}

/** Downloading the authority's certificate and trusting it, the phone's own system's steps first. */
function CertificateSteps({ certificate }: Pick<PhoneSetupPageProps, 'certificate'>) {
  const { t } = useTranslation('phone-setup');
  const system = phoneSystemOf(navigator.userAgent, navigator.maxTouchPoints);
  const instructions = (of: PhoneSystem) => (
    <ol className={styles.instructions}>
      {STEPS[of].map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );
  return (
    <>
      <li className={styles.step}>
        <h2 className={styles.stepTitle}>{t('stepCertificate')}</h2>
        {/* The server's own address, so the file comes from the machine the phone will trust. */}
        <Button size="large" icon={<DownloadOutlined />} href="ca.crt" download="gbo-ca.crt">
          {t('download')}
        </Button>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('certificateHint')}
        </Typography.Paragraph>
      </li>
      <li className={styles.step}>
        <h2 className={styles.stepTitle}>{t('stepTrust')}</h2>
        <Tabs
          defaultActiveKey={system}
          items={(['android', 'ios'] as const).map((of) => ({
            key: of,
            label: t(of),
            children: instructions(of),
          }))}
        />
        {certificate && <CertificateCheck {...certificate} />}
      </li>
    </>
  );
}

/**
 * "Check the certificate": the authority's name and SHA-256 fingerprint as the phone's certificate details show
 * them, so a careful owner can tell the certificate installed is this installation's and no other.
 */
function CertificateCheck({ name, fingerprint }: { name: string; fingerprint: string }) {
  const { t } = useTranslation('phone-setup');
  return (
    <section className={styles.check} aria-labelledby="phone-setup-check">
      <h3 id="phone-setup-check" className={styles.checkTitle}>
        {t('checkTitle')}
      </h3>
      <Typography.Paragraph type="secondary">{t('checkHint')}</Typography.Paragraph>
      <dl className={styles.checkFields}>
        <dt>{t('checkName')}</dt>
        <dd>
          <Typography.Text copyable>{name}</Typography.Text>
        </dd>
        <dt>{t('checkFingerprint')}</dt>
        <dd>
          <Typography.Text className={styles.fingerprint} copyable={{ text: fingerprint }}>
            {fingerprint}
          </Typography.Text>
        </dd>
      </dl>
    </section>
  );
}
