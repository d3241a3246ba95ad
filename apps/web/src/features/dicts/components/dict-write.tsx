import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictPermission, mayWriteDicts } from '@/features/dicts/utils/dict-write';
import { Permission } from '@/lib/permission-guard';
import { useSessionStore } from '@/lib/session-store';

/** Whether the signed-in user may make this change to dictionaries. */
export function useMayWriteDicts(permission: DictPermission): boolean {
  const platformAdmin = useSessionStore((state) => state.user?.platformAdmin);
  const roles = useSessionStore((state) => state.roles);
  return mayWriteDicts(platformAdmin, roles, permission);
}

/** A dictionary write control: only for a platform operator, and then only one who passes the guard. */
export function DictWrite({ permission, children }: { permission: DictPermission; children: ReactNode }) {
  const platformAdmin = useSessionStore((state) => state.user?.platformAdmin);
  return platformAdmin ? <Permission roles={['admin', permission]}>{children}</Permission> : null;
}

/** A row's edit and delete buttons (dictionaries and their entries), each behind its permission. */
export function DictRowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('dicts');
  return (
    <Space size="small">
      <DictWrite permission="dict:edit">
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('action.edit', { name })}
          onClick={onEdit}
        />
      </DictWrite>
      <DictWrite permission="dict:del">
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('action.delete', { name })}
          onClick={onDelete}
        />
      </DictWrite>
    </Space>
  );
}
