import { randomUUID } from 'node:crypto';
import {
  type AuthInfo,
  CAPTCHA_TTL_SECONDS,
  type Captcha,
  type LoginFactory,
  type LoginListRequest,
  type LoginRequest,
  type LoginResponse,
  SESSION_HOURS,
} from '@gbo/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { hashToken, keyedHash, newToken } from '../../lib/tokens';
import { checkAppVersion } from '../../plugins/app-version';
import type { AuthContext } from '../../plugins/auth';
import { findFactoryForSignIn } from '../factory/repository';
import { acceptMembership } from '../people/repository';
import { findUserByMobile } from '../users/repository';
import { authoritiesOf } from './authorities';
import { drawCaptcha, normaliseAnswer } from './captcha';
import {
  countAttempt,
  countCaptcha,
  forgiveAttempt,
  purgeCounters,
  recordCaptchaFailure,
} from './login-throttle';
import * as repo from './repository';
import type { CachedSession, SessionCache } from './session-cache';

export const AUTH_MESSAGES = {
  captchaExpired: 'The captcha has expired or does not exist, please refresh it',
  captchaWrong: 'The captcha code is wrong',
  wrongCredentials: 'Wrong mobile number or password',
  accountDisabled: 'This account has been disabled, please contact your administrator',
  notMember: 'This account is not a member of the chosen factory',
  membershipDisabled: 'Your account has been disabled in this factory, please contact its administrator',
  membershipEnded: 'You are no longer a member of this factory',
  unknownFactory: 'The chosen factory does not exist',
  factoryDisabled: (name: string) => `${name} has been disabled, please contact the platform operator`,
  factoryExpired: (name: string, date: string) =>
    `The service of ${name} expired on ${date}, please contact the platform operator`,
  lockedOut: (minutes: number) =>
    `Too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  slowedDown: (seconds: number) =>
    `Too many attempts, try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  captchaTooMany: (seconds: number) =>
    `Too many captchas requested from this address, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;

type Client = { ip: string; userAgent: string; appVersion?: string };

export type AuthServiceDeps = {
  db: Db;
  secret: string;
  captchaFixedAnswer: string | undefined;
  throttle: Config['loginThrottle'];
  captchaMaxPerMinute: number;
};

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

  /**
   * Checks mobile and password under the sign-in limits (login-throttle.ts); the same message for an unknown
   * mobile and a wrong password. auth/login and auth/getLoginList both come here: the limits, not the
   * captcha, are what stops a script guessing passwords.
   */
  async function authenticate(mobile: string, password: string, client: Client) {
    const attempt = { ip: client.ip, mobile };
    // Counted before the (slow) password check: the failure stands unless the password is right.
    const verdict = await countAttempt(db, attempt, throttle);
    if (verdict.kind === 'locked') throw tooManyRequests(AUTH_MESSAGES.lockedOut(verdict.minutes));
    if (verdict.kind === 'slowed') throw tooManyRequests(AUTH_MESSAGES.slowedDown(verdict.seconds));
    const user = await findUserByMobile(db, mobile);
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDummy(password);
    if (!user || !valid) throw badRequest(AUTH_MESSAGES.wrongCredentials);
    await forgiveAttempt(db, attempt, verdict.mobileCounted);
    if (!user.enabled) throw badRequest(AUTH_MESSAGES.accountDisabled);
    return user;
  }

  async function loginList(body: LoginListRequest, client: Client): Promise<LoginFactory[]> {
    const user = await authenticate(body.mobile, body.password, client);
    return repo.listLoginFactories(db, user.id, user.platformAdmin);
  }

  async function checkCaptcha(uuid: string, code: string, client: Client) {
    const stored = await repo.consumeCaptcha(db, uuid);
    if (!stored) throw badRequest(AUTH_MESSAGES.captchaExpired);
    if (stored !== answerHash(uuid, code)) {
      await recordCaptchaFailure(db, client.ip, throttle.windowMinutes);
      throw badRequest(AUTH_MESSAGES.captchaWrong);
    }
  }

  /** The factory must exist, be enabled and not have expired; a platform operator needs no membership. */
  async function checkFactoryAccess(user: { id: number; platformAdmin: boolean }, factoryId: number) {
    const factory = await findFactoryForSignIn(db, factoryId);
    const member = factory ? await repo.findMembership(db, user.id, factoryId) : null;
    if (!user.platformAdmin) {
      if (!factory || !member) throw badRequest(AUTH_MESSAGES.notMember);
      if (member.left) throw badRequest(AUTH_MESSAGES.membershipEnded);
      if (!member.enabled) throw badRequest(AUTH_MESSAGES.membershipDisabled);
    }
    if (!factory) throw badRequest(AUTH_MESSAGES.unknownFactory);
    if (!factory.enabled) throw badRequest(AUTH_MESSAGES.factoryDisabled(factory.name));
    if (factory.expired && factory.endTime) {
      throw badRequest(
        AUTH_MESSAGES.factoryExpired(factory.name, factory.endTime.toISOString().slice(0, 10)),
      );
    }
    return { member, factory };
  }

  /**
   * Whose log a failed sign-in belongs to: the factory the caller chose, when it exists, naming the mobile
   * tried (and the person, when they are a member there). The row reads the same whether the mobile has an
   * account elsewhere or none, so a factory learns nothing about other factories' people.
   */
  async function failedSignInActor(body: { mobile: string; factoryId: number }) {
    const factory = await findFactoryForSignIn(db, body.factoryId);
    if (!factory) return undefined;
    const user = await findUserByMobile(db, body.mobile);
    const member = user ? await repo.findMembership(db, user.id, body.factoryId) : null;
    // Someone added here who has not signed in yet reads as the mobile alone: their account's name is not this factory's.
    const known = member?.accepted && user && !user.platformAdmin;
    return { factoryId: body.factoryId, userId: known ? user.id : null, username: body.mobile };
  }

  async function login(body: LoginRequest, client: Client): Promise<LoginResponse> {
    await checkCaptcha(body.uuid, body.code, client);
    const user = await authenticate(body.mobile, body.password, client);
    return openSession(user, body.factoryId, client);
  }

  /** The factories the signed-in person may switch to (the sign-in list, without asking the password again). */
  function switchable(auth: AuthContext): Promise<LoginFactory[]> {
    return repo.listLoginFactories(db, auth.userId, auth.platformAdmin, { openOnly: true });
  }

  /**
   * Moves the person to another of their factories: a new session there, under the rules of sign-in, and the
   * current one ends. Their session proves who they are, so neither password nor captcha is asked again.
   */
  async function switchFactory(auth: AuthContext, factoryId: number, client: Client): Promise<LoginResponse> {
    // Ended first, in the request's transaction: of several switches with one token, one gets a new session
    // (the others wait on the row and find it gone); a refused switch rolls back and keeps it.
    if (!(await repo.deleteSession(db, auth.sessionId))) throw unauthorized();
    return openSession({ id: auth.userId, platformAdmin: auth.platformAdmin }, factoryId, client);
  }

  /** A new session in the factory, if the person may work there (sign-in's rules). */
  async function openSession(
    user: { id: number; platformAdmin: boolean },
    factoryId: number,
    client: Client,
  ): Promise<LoginResponse> {
    const { member, factory } = await checkFactoryAccess(user, factoryId);
    // A factory's own minimum app version holds from sign-in on, not only from the first call after it.
    if (factory.minAppVersion) checkAppVersion(client.appVersion, factory.minAppVersion);
    // Signing in to a factory takes up its membership (an operator is never a member).
    if (member && !user.platformAdmin) await acceptMembership(db, factoryId, user.id);
    const token = newToken();
    const session = await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      factoryId,
      hours: SESSION_HOURS,
      ...client,
    });
    const authorities = await authoritiesOf(db, {
      platformAdmin: user.platformAdmin,
      factoryId,
      memberId: member?.id ?? null,
    });
    return {
      token: `Bearer ${token}`,
      expiresAt: session.expiresAt.getTime(),
      user: await buildInfo(user.id, factoryId, authorities),
    };
  }

  async function buildInfo(userId: number, factoryId: number, roles: string[]): Promise<AuthInfo> {
    const row = await repo.findUserDto(db, userId, factoryId);
    if (!row) throw unauthorized();
    return {
      user: {
        id: row.id,
        mobile: row.mobile,
        name: row.name,
        avatarName: row.avatarName,
        email: row.email,
        jobNumber: row.jobNumber,
        dept: row.deptId !== null && row.deptName !== null ? { id: row.deptId, name: row.deptName } : null,
        enabled: row.enabled,
        platformAdmin: row.platformAdmin,
      },
      roles,
      factory: { factoryId: row.factoryId, factoryName: row.factoryName, timeZone: row.timeZone },
    };
  }

  async function info(auth: AuthContext): Promise<AuthInfo> {
    return buildInfo(auth.userId, auth.factoryId, await auth.authorities());
  }

  async function logout(auth: AuthContext): Promise<void> {
    await repo.deleteSession(db, auth.sessionId);
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
    loginList,
    login,
    switchable,
    switchFactory,
    failedSignInActor,
    info,
    logout,
    purgeExpired,
    startHousekeeping,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** How often a session's `last seen` is written while it is in use (Online users shows it). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The caller's context for a token, or null when the session is unknown, expired or may no longer act.
 * With a cache, a session read once is served from memory until something changes (session-cache.ts).
 */
export async function resolveSession(
  db: Db,
  token: string,
  cache?: SessionCache,
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  let cached = cache?.get(tokenHash, now);
  // A notification already received but not yet read (another process's change) is read first.
  if (cached) cached = await cache?.settled(tokenHash, now);
  if (cached) {
    if (now - cached.touchedAt >= TOUCH_EVERY_MS) {
      cached.touchedAt = now;
      await repo.touchSession(db, cached.sessionId);
    }
    return contextOf(db, cached);
  }
  const generation = cache?.begin() ?? 0;
  const session = await repo.findLiveSession(db, tokenHash);
  if (!session) return null;
  // A disabled account, a suspended or expired factory, or an ended membership ends the session at once.
  const mayAct =
    session.userEnabled && session.factoryActive && (session.platformAdmin || session.memberActive);
  if (!mayAct) return null;
  if (session.stale) await repo.touchSession(db, session.sessionId);
  const live: CachedSession = {
    sessionId: session.sessionId,
    userId: session.userId,
    factoryId: session.factoryId,
    memberId: session.memberId,
    platformAdmin: session.platformAdmin,
    minAppVersion: session.factoryMinAppVersion,
    timeZone: session.factoryTimeZone,
    showRatesToWorkers: session.showRatesToWorkers,
    sessionExpiresAt: session.expiresAt.getTime(),
    factoryEndsAt: session.factoryEndTime?.getTime() ?? null,
    touchedAt: now,
  };
  cache?.put(tokenHash, live, generation, now);
  return contextOf(db, live);
}

/** A request's context over a live session; its authorities are read once and kept with the session. */
function contextOf(db: Db, session: CachedSession): AuthContext {
  const context: AuthContext = {
    sessionId: session.sessionId,
    userId: session.userId,
    factoryId: session.factoryId,
    memberId: session.memberId,
    platformAdmin: session.platformAdmin,
    minAppVersion: session.minAppVersion,
    timeZone: session.timeZone,
    showRatesToWorkers: session.showRatesToWorkers,
    authorities: () => {
      session.authorities ??= authoritiesOf(db, context).catch((error: unknown) => {
        session.authorities = undefined;
        throw error;
      });
      return session.authorities;
    },
  };
  return context;
}
