import type { OnlineUser } from '@gbo/contracts';

/** Who may be forced out: anyone but the caller's own session, which signs out with Log out instead. */
export const canKick = (user: Pick<OnlineUser, 'current'>) => !user.current;

/** The keys to send for the chosen sessions, leaving out the caller's own. */
export function kickKeys(users: readonly Pick<OnlineUser, 'key' | 'current'>[]): string[] {
  return users.filter(canKick).map((user) => user.key);
}
