import type { Person } from '@gbo/contracts';
import { Tag } from 'antd';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { type PersonStatus, personStatus } from '@/features/people/utils/person-form';

const COLORS: Record<PersonStatus, string> = { enabled: 'success', disabled: 'error', left: 'default' };

/** The membership's status, and whether the person has yet to sign in here for the first time. */
export function PersonStatusTag({ person }: { person: Person }) {
  const { t } = usePeopleTranslation();
  const status = personStatus(person);
  return (
    <>
      <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>
      {person.invited && (
        <Tag color="processing" title={t('status.invitedHelp')}>
          {t('status.invited')}
        </Tag>
      )}
    </>
  );
}
