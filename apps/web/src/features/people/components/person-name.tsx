import { UserOutlined } from '@ant-design/icons';
import type { Person } from '@gbo/contracts';
import { Avatar } from 'antd';
import { apiBase } from '@/config/env';

/** The person's avatar (a placeholder icon without one) and name; inline, so a narrow cell cuts the name. */
export function PersonName({ person }: { person: Pick<Person, 'name' | 'avatarName'> }) {
  const src = person.avatarName ? `${apiBase}/avatar/${encodeURIComponent(person.avatarName)}` : undefined;
  return (
    <>
      <Avatar size="small" src={src} icon={<UserOutlined />} alt="" style={{ marginInlineEnd: 8 }} />
      {person.name}
    </>
  );
}
