import { TeamOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useHeadCount } from '@/features/people/api/get-head-count';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';

/** "12 current · 3 departed": the whole factory's head counts. */
export function HeadCount() {
  const { t } = usePeopleTranslation();
  const { data } = useHeadCount();
  if (!data) return <span />;
  return (
    <Space size="small">
      <TeamOutlined aria-hidden />
      <Typography.Text>{t('headCount.current', { count: data.current })}</Typography.Text>
      <Typography.Text type="secondary">·</Typography.Text>
      <Typography.Text type="secondary">{t('headCount.departed', { count: data.departed })}</Typography.Text>
    </Space>
  );
}
