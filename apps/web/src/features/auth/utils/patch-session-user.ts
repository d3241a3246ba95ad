import type { UserDto } from '@gbo/contracts';
import { useSessionStore } from '@/lib/session-store';

/** Updates the signed-in user in the session, e.g. after a profile change, so the navbar shows it at once. */
export function patchSessionUser(patch: Partial<Pick<UserDto, 'name' | 'email' | 'avatarName'>>): void {
  useSessionStore.setState((state) => (state.user ? { user: { ...state.user, ...patch } } : {}));
}
