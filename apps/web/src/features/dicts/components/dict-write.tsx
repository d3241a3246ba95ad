import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionConfirm, RowActions } from '@/components/row-actions';
import { type DictPermission, mayWriteDicts } from '@/features/dicts/utils/dict-write';
import { Permission } from '@/lib/permission-guard';
import { useSessionStore } from '@/lib/session-store';

/** Whether the signed-in user may make this change to dictionaries. */
export function useMayWriteDicts(permission: DictPermission): boolean {
  const platformAdmin = useSessionStore((state) => state.user?.platformAdmin);
  const roles = useSessionStore((state) => state.roles);
  return mayWriteDicts(platformAdmin, roles, permission);
}

/** Whether the user may edit or delete rows (dictionaries and their entries): the Actions column shows only then. */
export function useMayActOnDicts(): boolean {
  const mayEdit = useMayWriteDicts('dict:edit');
  const mayDelete = useMayWriteDicts('dict:del');
  return mayEdit || mayDelete;
}

/** A dictionary write control: only for a platform operator, and then only one who passes the guard. */
export function DictWrite({ permission, children }: { permission: DictPermission; children: ReactNode }) {
  const platformAdmin = useSessionStore((state) => state.user?.platformAdmin);
  return platformAdmin ? <Permission roles={['admin', permission]}>{children}</Permission> : null;
}

interface DictRowActionsProps {
  name: string;
  onEdit: () => void;
  /** What Delete asks first. */
  deleteConfirm: ActionConfirm;
  onDelete: () => unknown;
}

/** A row's Edit, and Delete under More (dictionaries and their entries), each behind its permission. */
export function DictRowActions({ name, onEdit, deleteConfirm, onDelete }: DictRowActionsProps) {
  const { t } = useTranslation('dicts');
  const mayEdit = useMayWriteDicts('dict:edit');
  const mayDelete = useMayWriteDicts('dict:del');
  return (
    <RowActions
      name={name}
      actions={[
        { key: 'edit', label: t('action.edit'), hidden: !mayEdit, onClick: onEdit },
        {
          key: 'delete',
          label: t('action.delete'),
          hidden: !mayDelete,
          danger: true,
          confirm: deleteConfirm,
          onClick: onDelete,
        },
      ]}
    />
  );
}
