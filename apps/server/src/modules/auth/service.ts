import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS, type Captcha, type PageQuery, SESSION_HOURS } from '@gbo/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/http-error';
import { hashToken, keyedHash, newToken } from '../../lib/tokens';
import { drawCaptcha, normaliseAnswer } from './captcha';
import {
  countAttempt,
  countCaptcha,
  forgiveAttempt,
  purgeCounters,
  recordCaptchaFailure,
} from './login-throttle';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const AUTH_MESSAGES = {
  captchaExpired: msg('auth.captchaExpired'),
  captchaWrong: msg('auth.captchaWrong'),
  wrongCredentials: msg('auth.wrongCredentials'),
  accountDisabled: msg('auth.accountDisabled'),
  notMember: msg('auth.notMember'),
  membershipDisabled: msg('auth.membershipDisabled'),
  membershipEnded: msg('auth.membershipEnded'),
  unknownFactory: msg('auth.unknownFactory'),
  factoryDisabled: (name: string) => msg('auth.factoryDisabled', { name }),
  factoryExpired: (name: string, date: string) => msg('auth.factoryExpired', { name, date }),
  lockedOut: (minutes: number) => msg(minutes === 1 ? 'auth.lockedOutOne' : 'auth.lockedOut', { minutes }),
  slowedDown: (seconds: number) => msg(seconds === 1 ? 'auth.slowedDownOne' : 'auth.slowedDown', { seconds }),
  captchaTooMany: (seconds: number) =>
    msg(seconds === 1 ? 'auth.captchaTooManyOne' : 'auth.captchaTooMany', { seconds }),
} as const;

/** Who is asking, as the request shows it. */
export type Client = { ip: string; userAgent: string; appVersion?: string };

export type AuthServiceDeps = {
  db: Db;
  secret: string;
  captchaFixedAnswer: string | undefined;
  throttle: Config['loginThrottle'];
  captchaMaxPerMinute: number;
};

export type { LiveSessionFilter } from './repository';

/**
 * The auth module's own tables: captchas, the sign-in counters and sessions. Signing in, which decides with
 * the accounts, memberships and factories of other modules, is the sign-in service's (sign-in.ts).
 */
export function createAuthService({
  db,
  secret,
  captchaFixedAnswer,
  throttle,
  captchaMaxPerMinute,
}: AuthServiceDeps) {
  const answerHash = (uuid: string, answer: string) =>
    keyedHash(secret, `${uuid}:${normaliseAnswer(answer)}`);

  /** Each captcha is a stored row: an address draws a limited number a minute (expired ones are purged). */
  async function getCaptcha(client: Pick<Client, 'ip'>): Promise<Captcha> {
    const wait = await countCaptcha(db, client.ip, captchaMaxPerMinute);
    if (wait !== null) throw tooManyRequests(AUTH_MESSAGES.captchaTooMany(wait));
    const { dataUri, answer } = drawCaptcha(captchaFixedAnswer);
    const uuid = randomUUID();
    await repo.insertCaptcha(db, uuid, answerHash(uuid, answer), CAPTCHA_TTL_SECONDS);
    return { img: dataUri, uuid };
  }

  /** A captcha is used once: taken out of the store, then compared; a wrong one counts against the address. */
  async function checkCaptcha(uuid: string, code: string, client: Pick<Client, 'ip'>) {
    const stored = await repo.consumeCaptcha(db, uuid);
    if (!stored) throw badRequest(AUTH_MESSAGES.captchaExpired);
    if (stored !== answerHash(uuid, code)) {
      await recordCaptchaFailure(db, client.ip, throttle.windowMinutes);
      throw badRequest(AUTH_MESSAGES.captchaWrong);
    }
  }

  /**
   * Counts a sign-in attempt under the limits (login-throttle.ts), before the (slow) password check: refused
   * when locked or slowed. The answer is what `forgiveAttempt` needs once the password proves right.
   */
  async function countSignInAttempt(attempt: { ip: string; mobile: string }) {
    const verdict = await countAttempt(db, attempt, throttle);
    if (verdict.kind === 'locked') throw tooManyRequests(AUTH_MESSAGES.lockedOut(verdict.minutes));
    if (verdict.kind === 'slowed') throw tooManyRequests(AUTH_MESSAGES.slowedDown(verdict.seconds));
    return { mobileCounted: verdict.mobileCounted };
  }

  async function forgiveSignInAttempt(attempt: { ip: string; mobile: string }, mobileCounted: boolean) {
    await forgiveAttempt(db, attempt, mobileCounted);
  }

  /** A new session; its token is answered once and only its hash is kept. */
  async function openSession(userId: number, factoryId: number, client: Client) {
    const token = newToken();
    const session = await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId,
      factoryId,
      hours: SESSION_HOURS,
      ...client,
    });
    return { token, expiresAt: session.expiresAt };
  }

  /** Removes expired captchas and sessions and passed sign-in counters; returns how many rows of each. */
  async function purgeExpired() {
    return {
      captchas: await repo.deleteExpiredCaptchas(db),
      sessions: await repo.deleteExpiredSessions(db),
      counters: await purgeCounters(db, throttle),
    };
  }

  /**
   * Purges at once and then every `intervalMinutes` on an unref'd timer (it never keeps the process alive);
   * returns the function that stops it. A failed round is reported and the next one tries again.
   */
  function startHousekeeping(intervalMinutes: number, onError: (error: unknown) => void) {
    const round = () => purgeExpired().catch(onError);
    const timer = setInterval(() => void round(), intervalMinutes * 60_000);
    timer.unref();
    return { first: round(), stop: () => clearInterval(timer) };
  }

  return {
    getCaptcha,
    checkCaptcha,
    countSignInAttempt,
    forgiveSignInAttempt,
    openSession,
    /** Ends a session; false when it had ended already. */
    endSession: (sessionId: number) => repo.deleteSession(db, sessionId),
    /** Ends every session of an account, in every factory (its password changed). */
    endSessionsOf: (userId: number) => repo.deleteSessionsOfUser(db, userId),
    /** Ends an account's sessions in one factory (disabled or departed there). */
    endSessionsIn: (factoryId: number, userId: number) => repo.deleteSessionsIn(db, factoryId, userId),
    liveSession: (tokenHash: string) => repo.findLiveSession(db, tokenHash),
    touchSession: (sessionId: number) => repo.touchSession(db, sessionId),
    /** Online users: the accounts signed in to a factory, a page of them, and ending their sessions. */
    liveUserIds: (factoryId: number) => repo.findLiveUserIds(db, factoryId),
    onlinePage: (filter: repo.LiveSessionFilter, page: PageQuery) => repo.findOnlinePage(db, filter, page),
    endLiveSessions: (filter: repo.LiveSessionFilter, ids: number[]) =>
      repo.deleteLiveSessions(db, filter, ids),
    purgeExpired,
    startHousekeeping,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
