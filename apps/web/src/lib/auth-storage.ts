import { type AuthInfo, SESSION_HOURS, TOKEN_KEY } from '@gbo/contracts';

const TOKEN_EXPIRES_AT_KEY = `${TOKEN_KEY}-EXPIRES-AT`;
const SESSION_LENGTH_MS = SESSION_HOURS * 60 * 60 * 1000;
/** Upstream's `point` cookie, kept in session storage by the spec (docs/specification.md §10, departures from upstream). */
const SESSION_EXPIRED_MARKER_KEY = 'point';
const SESSION_EXPIRED_MARKER = '401';
/**
 * What the app keeps on the device for the signed-in session goes under keys with this prefix, and goes with
 * the session's token however it ends (signed out, refused by the server, expired): a shared phone keeps
 * nothing of a worker who has left it.
 */
export const SESSION_KEPT_PREFIX = 'gbo-session-';
/** Who the stored token belongs to, as `auth/info` last said: the app opened offline still knows (issue 22). */
const KEPT_INFO_KEY = `${SESSION_KEPT_PREFIX}info`;

/** Stores the token (already prefixed with `Bearer `) and when it expires: the server's expiry, never past 12 h. */
export function saveToken(token: string, expiresAt: number, now = Date.now()): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXPIRES_AT_KEY, String(Math.min(expiresAt, now + SESSION_LENGTH_MS)));
}

/**
 * The token, or undefined once its stored expiry has passed: the expired token is then removed and the
 * session marked expired, so the login page the guard sends the user to says why.
 */
export function getToken(now = Date.now()): string | undefined {
  const token = localStorage.getItem(TOKEN_KEY);
  // A missing expiry reads as 0: a token of unknown age counts as expired.
  const expiresAt = Number(localStorage.getItem(TOKEN_EXPIRES_AT_KEY));
  if (token && expiresAt > now) return token;
  removeToken();
  if (token) markSessionExpired();
  return undefined;
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_EXPIRES_AT_KEY);
  const kept = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of kept) if (key?.startsWith(SESSION_KEPT_PREFIX)) localStorage.removeItem(key);
}

/**
 * Keeps who the current token belongs to (its user, factory and roles), so that the app opened without a
 * network (from the service worker's cache) still shows the worker their name. Tied to the token: another
 * sign-in on the same phone never reads it, and it goes with the token.
 */
export function keepSessionInfo(info: AuthInfo): void {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) localStorage.setItem(KEPT_INFO_KEY, JSON.stringify({ token, info }));
}

/** What `keepSessionInfo` kept for the stored token, while that token is valid; undefined otherwise. */
export function keptSessionInfo(now = Date.now()): AuthInfo | undefined {
  const token = getToken(now);
  if (!token) return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_INFO_KEY) ?? 'null') as {
      token?: unknown;
      info?: AuthInfo;
    } | null;
    return kept?.token === token ? kept.info : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers across the reload that follows a 401 that the session expired, so the login page can say so. */
export function markSessionExpired(): void {
  sessionStorage.setItem(SESSION_EXPIRED_MARKER_KEY, SESSION_EXPIRED_MARKER);
}

/** Whether the session-expired marker was set; reading it removes it, so the notice shows once. */
export function takeSessionExpiredMarker(): boolean {
  const marked = sessionStorage.getItem(SESSION_EXPIRED_MARKER_KEY) === SESSION_EXPIRED_MARKER;
  sessionStorage.removeItem(SESSION_EXPIRED_MARKER_KEY);
  return marked;
}
