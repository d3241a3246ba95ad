import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Fills the screen while the first page's code and data load. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description={t('loading')} />
    </Flex>
  );
}
