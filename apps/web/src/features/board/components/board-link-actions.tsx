import type { BoardLink } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useRevokeBoardLink } from '@/features/board/api/board-links';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { linkStatus } from '@/features/board/utils/board-figures';

/** A display link's action: Revoke, asking first; nothing once it is revoked. */
export function BoardLinkActions({ link }: { link: BoardLink }) {
  const { t } = useBoardTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useRevokeBoardLink();
  const name = link.name ?? link.deptName;
  return (
    <RowActions
      name={name}
      actions={[
        {
          key: 'revoke',
          label: t('links.actions.revoke'),
          hidden: linkStatus(link) === 'revoked',
          danger: true,
          confirm: {
            title: t('links.confirm.revokeTitle', { name }),
            content: t('links.confirm.revokeContent'),
          },
          // A refusal was already reported by the HTTP client.
          onClick: () =>
            mutateAsync(link.id).then(
              () => void message.success(t('links.messages.revoked', { name })),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
