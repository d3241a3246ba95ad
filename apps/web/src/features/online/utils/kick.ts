import type { OnlineSession } from '@gbo/contracts';

/** Who may be forced out: any session but the caller's own, which signs out with Log out instead. */
export const canKick = (session: Pick<OnlineSession, 'current'>) => !session.current;

type SessionsOf = { sessions: readonly Pick<OnlineSession, 'key' | 'current'>[] };

/** A person may be forced out when any of their sessions may. */
export const canKickAny = (user: SessionsOf) => user.sessions.some(canKick);

/** The keys to send for the chosen people's sessions, leaving out the caller's own. */
export function kickKeys(users: readonly SessionsOf[]): string[] {
  return users.flatMap((user) => user.sessions.filter(canKick).map((session) => session.key));
}
