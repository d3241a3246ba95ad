import { ADMIN_AUTHORITY } from '@gbo/contracts';
import { i18n } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session-store';

/**
 * Role and permission checks (docs/specification.md §6, roles and permissions). "Roles" are the authority strings of `auth/info`: role codes and
 * permission strings such as `user:add`; whoever holds `admin` passes every check.
 */

/** The guard of an element: shown when the user holds one of the listed roles; an empty list guards nothing. */
export function passesGuard(held: readonly string[], required: unknown): boolean {
  // Typed callers cannot get this wrong; untyped data (a menu's permission field) can.
  if (!Array.isArray(required)) throw new Error(i18n.t('permission.usage'));
  return required.length === 0 || holdsAny(held, required);
}

/** The check helper: true only for a non-empty list with a match. */
export function hasPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.length > 0 && holdsAny(held, required);
}

/** Checks the signed-in user, e.g. before an action that has no button to hide. */
export function checkPermission(required: readonly string[]): boolean {
  return hasPermission(useSessionStore.getState().roles, required);
}

/** The guard for the signed-in user, re-evaluated when the session changes. */
export function usePermissionGuard(required: readonly string[]): boolean {
  const held = useSessionStore((state) => state.roles);
  return passesGuard(held, required);
}

function holdsAny(held: readonly string[], required: readonly unknown[]): boolean {
  return held.includes(ADMIN_AUTHORITY) || held.some((role) => required.includes(role));
}
