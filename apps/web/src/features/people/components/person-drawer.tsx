import type { Person } from '@gbo/contracts';
import { Drawer, Grid } from 'antd';
import { PersonForm } from '@/features/people/components/person-form';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';

/** What the drawer is open for: adding, or editing one person. */
export type PersonDrawerTarget = { mode: 'add' } | { mode: 'edit'; person: Person };

const DRAWER_WIDTH = 480;

/** The add/edit drawer: beside the list on a desktop, the whole screen on a phone. */
export function PersonDrawer({
  target,
  onClose,
}: {
  target: PersonDrawerTarget | undefined;
  onClose: () => void;
}) {
  const { t } = usePeopleTranslation();
  const { sm } = Grid.useBreakpoint();
  const person = target?.mode === 'edit' ? target.person : undefined;
  return (
    <Drawer
      open={target !== undefined}
      title={person ? t('form.editTitle', { name: person.name }) : t('form.addTitle')}
      size={sm ? DRAWER_WIDTH : '100%'}
      onClose={onClose}
      destroyOnHidden
    >
      {target && <PersonForm key={person?.id ?? 'new'} person={person} onDone={onClose} />}
    </Drawer>
  );
}
