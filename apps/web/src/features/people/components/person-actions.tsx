import { DownOutlined } from '@ant-design/icons';
import type { Person } from '@gbo/contracts';
import { App, Button, Dropdown, type MenuProps, Popconfirm, Space } from 'antd';
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
 * A row's actions (the caller checks `user:edit`): edit, disable or enable, and under "More" mark as left or
 * bring back, and reset the password. Disabling and marking as left ask first: both sign the person out.
 * Nobody disables themselves nor marks themselves as left.
 */
export function PersonActions({ person, onEdit, onResetPassword }: PersonActionsProps) {
  const { t } = usePeopleTranslation();
  const { message, modal } = App.useApp();
  const { mutateAsync, isPending } = useUpdatePerson();
  const isSelf = useSessionStore((state) => state.user?.id === person.id);

  // Awaited rather than an onSuccess callback: the row (and this component) may be gone once the list reloads.
  // A failure was already reported by the HTTP client.
  const change = (status: { enabled?: boolean; left?: boolean }, done: string) =>
    mutateAsync(withStatus(person, status)).then(
      () => void message.success(done),
      () => undefined,
    );

  const confirmLeft = () =>
    modal.confirm({
      title: t('confirm.leftTitle', { name: person.name }),
      content: t('confirm.leftContent'),
      okText: t('actions.markLeft'),
      okButtonProps: { danger: true },
      onOk: () => change({ left: true }, t('messages.markedLeft', { name: person.name })),
    });

  const more: MenuProps['items'] = [
    person.left
      ? { key: 'back', label: t('actions.bringBack') }
      : { key: 'left', label: t('actions.markLeft'), danger: true, disabled: isSelf },
    { key: 'password', label: t('actions.resetPassword') },
  ];
  const onMore: MenuProps['onClick'] = ({ key }) => {
    if (key === 'back') void change({ left: false }, t('messages.broughtBack', { name: person.name }));
    else if (key === 'left') confirmLeft();
    else onResetPassword(person);
  };

  return (
    <Space size={0} wrap={false}>
      <Button type="link" size="small" onClick={() => onEdit(person)}>
        {t('actions.edit')}
      </Button>
      {person.enabled ? (
        <Popconfirm
          title={t('confirm.disableTitle', { name: person.name })}
          description={t('confirm.disableContent')}
          okText={t('actions.disable')}
          okButtonProps={{ danger: true }}
          onConfirm={() => void change({ enabled: false }, t('messages.disabled', { name: person.name }))}
          disabled={isSelf}
        >
          <Button type="link" size="small" danger disabled={isSelf || isPending}>
            {t('actions.disable')}
          </Button>
        </Popconfirm>
      ) : (
        <Button
          type="link"
          size="small"
          loading={isPending}
          onClick={() => void change({ enabled: true }, t('messages.enabled', { name: person.name }))}
        >
          {t('actions.enable')}
        </Button>
      )}
      <Dropdown menu={{ items: more, onClick: onMore }} trigger={['click']}>
        <Button type="link" size="small" aria-label={t('actions.moreFor', { name: person.name })}>
          {t('actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
