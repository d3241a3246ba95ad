import type { Person } from '@gbo/contracts';
import { App } from 'antd';
import { type RowAction, RowActions } from '@/components/row-actions';
import { useUpdatePerson } from '@/features/people/api/save-person';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { withStatus } from '@/features/people/utils/person-form';
import { useSessionStore } from '@/lib/session-store';

interface PersonActionsProps {
  person: Person;
  onEdit: (person: Person) => void;
  onResetPassword: (person: Person) => void;
}

/**
 * A row's actions (the caller checks `user:edit`): Edit, and under More enable or bring back, reset the
 * password, and, asking first since both sign the person out, disable and mark as left. Nobody disables
 * themselves nor marks themselves as left.
 */
export function PersonActions({ person, onEdit, onResetPassword }: PersonActionsProps) {
  const { t } = usePeopleTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useUpdatePerson();
  const isSelf = useSessionStore((state) => state.user?.id === person.id);
  const name = person.name;

  // Awaited rather than an onSuccess callback: the row (and this component) may be gone once the list reloads.
  // A failure was already reported by the HTTP client.
  const change = (status: { enabled?: boolean; left?: boolean }, done: string) =>
    mutateAsync(withStatus(person, status)).then(
      () => void message.success(done),
      () => undefined,
    );

  const actions: RowAction[] = [
    { key: 'edit', label: t('actions.edit'), onClick: () => onEdit(person) },
    {
      key: 'enable',
      label: t('actions.enable'),
      hidden: person.enabled,
      onClick: () => change({ enabled: true }, t('messages.enabled', { name })),
    },
    {
      key: 'back',
      label: t('actions.bringBack'),
      hidden: !person.left,
      onClick: () => change({ left: false }, t('messages.broughtBack', { name })),
    },
    { key: 'password', label: t('actions.resetPassword'), onClick: () => onResetPassword(person) },
    {
      key: 'disable',
      label: t('actions.disable'),
      hidden: !person.enabled,
      disabled: isSelf,
      danger: true,
      confirm: { title: t('confirm.disableTitle', { name }), content: t('confirm.disableContent') },
      onClick: () => change({ enabled: false }, t('messages.disabled', { name })),
    },
    {
      key: 'left',
      label: t('actions.markLeft'),
      hidden: person.left,
      disabled: isSelf,
      danger: true,
      confirm: { title: t('confirm.leftTitle', { name }), content: t('confirm.leftContent') },
      onClick: () => change({ left: true }, t('messages.markedLeft', { name })),
    },
  ];
  return <RowActions name={name} actions={actions} />;
}
