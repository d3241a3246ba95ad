import { settings } from '@/config/settings';

/** What "Remember me" keeps: never the password. */
export interface RememberedLogin {
  mobile: string;
  factoryId: number;
}

const REMEMBERED_LOGIN_KEY = 'remembered-login';
const DAY_MS = 24 * 60 * 60 * 1000;

export function rememberLogin({ mobile, factoryId }: RememberedLogin, now = Date.now()): void {
  // Fields are picked one by one, so a wider object (a whole login form) cannot leak into storage.
  const record = { mobile, factoryId, expiresAt: now + settings.rememberMeDays * DAY_MS };
  localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(record));
}

/** The remembered login, or undefined when there is none, it expired (and is removed) or it is unreadable. */
export function loadRememberedLogin(now = Date.now()): RememberedLogin | undefined {
  const record = parse(localStorage.getItem(REMEMBERED_LOGIN_KEY));
  if (
    typeof record === 'object' &&
    record !== null &&
    'mobile' in record &&
    typeof record.mobile === 'string' &&
    'factoryId' in record &&
    typeof record.factoryId === 'number' &&
    'expiresAt' in record &&
    typeof record.expiresAt === 'number' &&
    record.expiresAt > now
  ) {
    return { mobile: record.mobile, factoryId: record.factoryId };
  }
  forgetLogin();
  return undefined;
}

export function forgetLogin(): void {
  localStorage.removeItem(REMEMBERED_LOGIN_KEY);
}

function parse(json: string | null): unknown {
  try {
    return json === null ? undefined : JSON.parse(json);
  } catch {
    return undefined;
  }
}
