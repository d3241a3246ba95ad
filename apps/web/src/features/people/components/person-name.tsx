import { UserOutlined } from '@ant-design/icons';
import type { Person } from '@gbo/contracts';
import { Avatar, Space } from 'antd';
import { apiBase } from '@/config/env';

/** The person's avatar (a placeholder icon without one) and name. */
export function PersonName({ person }: { person: Pick<Person, 'name' | 'avatarName'> }) {
  const src = person.avatarName ? `${apiBase}/avatar/${encodeURIComponent(person.avatarName)}` : undefined;
  return (
    <Space size="small">
      <Avatar size="small" src={src} icon={<UserOutlined />} alt="" />
      <span>{person.name}</span>
    </Space>
  );
}
