import type { Person } from '@gbo/contracts';
import { Tag } from 'antd';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { type PersonStatus, personStatus } from '@/features/people/utils/person-form';

const COLORS: Record<PersonStatus, string> = { enabled: 'success', disabled: 'error', left: 'default' };

export function PersonStatusTag({ person }: { person: Person }) {
  const { t } = usePeopleTranslation();
  const status = personStatus(person);
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
