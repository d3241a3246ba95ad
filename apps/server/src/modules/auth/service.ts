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
import { authoritiesOf } from './authorities';
import { drawCaptcha, normaliseAnswer } from './captcha';
import { countAttempt, forgiveAttempt, ipKey, mobileKey, recordFailure } from './login-throttle';
import * as repo from './repository';

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
} as const;

type Client = { ip: string; userAgent: string; appVersion?: string };

export type AuthServiceDeps = {
  db: Db;
  secret: string;
  captchaFixedAnswer: string | undefined;
  throttle: Config['loginThrottle'];
};

export function createAuthService({ db, secret, captchaFixedAnswer, throttle }: AuthServiceDeps) {
  const answerHash = (uuid: string, answer: string) =>
    keyedHash(secret, `${uuid}:${normaliseAnswer(answer)}`);

  async function getCaptcha(): Promise<Captcha> {
    const { dataUri, answer } = drawCaptcha(captchaFixedAnswer);
    const uuid = randomUUID();
    await repo.deleteExpiredCaptchas(db);
    await repo.insertCaptcha(db, uuid, answerHash(uuid, answer), CAPTCHA_TTL_SECONDS);
    return { img: dataUri, uuid };
  }

  /** Checks mobile and password under the failure throttle; the same message for an unknown mobile and a wrong password. */
  async function authenticate(mobile: string, password: string, client: Client) {
    const keys = { ip: ipKey(client.ip), mobile: mobileKey(mobile) };
    // Counted before the (slow) password check: the failure stands unless the password is right.
    const minutes = await countAttempt(db, keys, throttle);
    if (minutes !== null) throw tooManyRequests(AUTH_MESSAGES.lockedOut(minutes));
    const user = await repo.findUserByMobile(db, mobile);
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDummy(password);
    if (!user || !valid) throw badRequest(AUTH_MESSAGES.wrongCredentials);
    await forgiveAttempt(db, keys);
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
      await recordFailure(db, [ipKey(client.ip)], throttle.windowMinutes);
      throw badRequest(AUTH_MESSAGES.captchaWrong);
    }
  }

  /** The factory must exist, be enabled and not have expired; a platform operator needs no membership. */
  async function checkFactoryAccess(user: { id: number; platformAdmin: boolean }, factoryId: number) {
    const factory = await repo.findFactory(db, factoryId);
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

  async function login(body: LoginRequest, client: Client): Promise<LoginResponse> {
    await checkCaptcha(body.uuid, body.code, client);
    const user = await authenticate(body.mobile, body.password, client);
    const { member, factory } = await checkFactoryAccess(user, body.factoryId);
    // A factory's own minimum app version holds from sign-in on, not only from the first call after it.
    if (factory.minAppVersion) checkAppVersion(client.appVersion, factory.minAppVersion);
    const token = newToken();
    const session = await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      factoryId: body.factoryId,
      hours: SESSION_HOURS,
      ...client,
    });
    const authorities = await authoritiesOf(db, {
      platformAdmin: user.platformAdmin,
      factoryId: body.factoryId,
      memberId: member?.id ?? null,
    });
    return {
      token: `Bearer ${token}`,
      expiresAt: session.expiresAt.getTime(),
      user: await buildInfo(user.id, body.factoryId, authorities),
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
      factory: { factoryId: row.factoryId, factoryName: row.factoryName },
    };
  }

  async function info(auth: AuthContext): Promise<AuthInfo> {
    return buildInfo(auth.userId, auth.factoryId, await auth.authorities());
  }

  async function logout(auth: AuthContext): Promise<void> {
    await repo.deleteSession(db, auth.sessionId);
  }

  return { getCaptcha, loginList, login, info, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
