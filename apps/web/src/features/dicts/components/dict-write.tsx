import type { ReactNode } from 'react';
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
