import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page throws or its code cannot be loaded (e.g. a chunk replaced by a newer deployment).
 * It is part of the first download, so it avoids antd's Result and its illustrations.
 */
export function CrashPage() {
  const { t } = useTranslation('errors');
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="small"
      role="alert"
      style={{ minHeight: '100vh', padding: 16 }}
    >
      <h1>{t('crashed.title')}</h1>
      <p>{t('crashed.description')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('crashed.reload')}
      </Button>
    </Flex>
  );
}
