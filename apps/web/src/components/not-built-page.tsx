import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentHandle, useTitleText } from '@/lib/route-meta';

/** Stands in for a business screen until it is built: says so plainly, under the screen's own title. */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const titleText = useTitleText();
  const title = useCurrentHandle()?.meta.title;

  return (
    <Card>
      <Flex vertical align="center" gap="small" style={{ padding: '48px 16px', textAlign: 'center' }}>
        <ClockCircleOutlined style={{ fontSize: 40 }} aria-hidden />
        <Typography.Title level={3}>{title && titleText(title)}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('notBuilt.description')}</Typography.Paragraph>
      </Flex>
    </Card>
  );
}
