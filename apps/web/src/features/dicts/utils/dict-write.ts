import { passesGuard } from '@/lib/permission';

export type DictPermission = 'dict:add' | 'dict:edit' | 'dict:del';

/**
 * Dictionaries are shared by every factory, so the server lets only platform operators change them, even
 * though a factory's administrator holds `admin`: a write control shows only when both hold.
 */
export function mayWriteDicts(
  platformAdmin: boolean | undefined,
  held: readonly string[],
  permission: DictPermission,
): boolean {
  return platformAdmin === true && passesGuard(held, ['admin', permission]);
}
