import type { AuthInfo, LoginFactory, LoginListRequest, LoginRequest, LoginResponse } from '@gbo/contracts';
import { runUnsignalled } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, unauthorized } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { checkAppVersion } from '../../plugins/app-version';
import type { DeptService } from '../depts';
import type { FactoryService } from '../factory';
import type { PeopleService } from '../people';
import type { RoleService } from '../roles';
import type { UserService } from '../users';
import { AUTH_MESSAGES, type AuthService, type Client } from './service';
import type { CachedSession, SessionCache } from './session-cache';

export type SignInDeps = {
  auth: AuthService;
  users: Pick<UserService, 'byMobile' | 'accounts'>;
  people: Pick<PeopleService, 'membership' | 'activeFactoriesOf' | 'acceptMembership'>;
  factory: Pick<FactoryService, 'forSignIn' | 'loginFactories' | 'sessionFacts' | 'find'>;
  roles: Pick<RoleService, 'authoritiesOf'>;
  depts: Pick<DeptService, 'names'>;
};

/** How often a session's `last seen` is written while it is in use (Online users shows it). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Signing in and out, switching factories, and who a session's caller is: decided with the users module's
 * accounts, the people module's memberships, the factory module's factories and the roles module's grants.
 */
export function createSignInService({ auth, users, people, factory, roles, depts }: SignInDeps) {
  /**
   * Checks mobile and password under the sign-in limits (login-throttle.ts); the same message for an unknown
   * mobile and a wrong password. auth/login and auth/getLoginList both come here: the limits, not the
   * captcha, are what stops a script guessing passwords.
   */
  async function authenticate(mobile: string, password: string, client: Client) {
    const attempt = { ip: client.ip, mobile };
    // Counted before the (slow) password check: the failure stands unless the password is right.
    const { mobileCounted } = await auth.countSignInAttempt(attempt);
    const user = await users.byMobile(mobile);
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDummy(password);
    if (!user || !valid) throw badRequest(AUTH_MESSAGES.wrongCredentials);
    await auth.forgiveSignInAttempt(attempt, mobileCounted);
    if (!user.enabled) throw badRequest(AUTH_MESSAGES.accountDisabled);
    return user;
  }

  /**
   * The factories a user may choose at sign-in: current, enabled memberships (a disabled one would only be
   * refused at sign-in), or every factory for a platform operator. At sign-in a suspended or expired factory
   * is still listed, to be refused with the reason; a switch offers only open ones.
   */
  async function loginFactories(userId: number, platformAdmin: boolean, openOnly: boolean) {
    const ids = platformAdmin ? 'all' : await people.activeFactoriesOf(userId);
    return factory.loginFactories(ids, openOnly);
  }

  async function loginList(body: LoginListRequest, client: Client): Promise<LoginFactory[]> {
    const user = await authenticate(body.mobile, body.password, client);
    return loginFactories(user.id, user.platformAdmin, false);
  }

  /** The factory must exist, be enabled and not have expired; a platform operator needs no membership. */
  async function checkFactoryAccess(user: { id: number; platformAdmin: boolean }, factoryId: number) {
    const found = await factory.forSignIn(factoryId);
    const member = found ? await people.membership(factoryId, user.id) : null;
    if (!user.platformAdmin) {
      if (!found || !member) throw badRequest(AUTH_MESSAGES.notMember);
      if (member.left) throw badRequest(AUTH_MESSAGES.membershipEnded);
      if (!member.enabled) throw badRequest(AUTH_MESSAGES.membershipDisabled);
    }
    if (!found) throw badRequest(AUTH_MESSAGES.unknownFactory);
    if (!found.enabled) throw badRequest(AUTH_MESSAGES.factoryDisabled(found.name));
    if (found.expired && found.endTime) {
      throw badRequest(AUTH_MESSAGES.factoryExpired(found.name, found.endTime.toISOString().slice(0, 10)));
    }
    return { member, factory: found };
  }

  /**
   * Whose log a failed sign-in belongs to: the factory the caller chose, when it exists, naming the mobile
   * tried (and the person, when they are a member there). The row reads the same whether the mobile has an
   * account elsewhere or none, so a factory learns nothing about other factories' people.
   */
  async function failedSignInActor(body: { mobile: string; factoryId: number }) {
    if (!(await factory.forSignIn(body.factoryId))) return undefined;
    const user = await users.byMobile(body.mobile);
    const member = user ? await people.membership(body.factoryId, user.id) : null;
    // Someone added here who has not signed in yet reads as the mobile alone: their account's name is not this factory's.
    const known = member?.accepted && user && !user.platformAdmin;
    return { factoryId: body.factoryId, userId: known ? user.id : null, username: body.mobile };
  }

  async function login(body: LoginRequest, client: Client): Promise<LoginResponse> {
    await auth.checkCaptcha(body.uuid, body.code, client);
    const user = await authenticate(body.mobile, body.password, client);
    return openSession(user, body.factoryId, client);
  }

  /** The factories the signed-in person may switch to (the sign-in list, without asking the password again). */
  function switchable(who: AuthContext): Promise<LoginFactory[]> {
    return loginFactories(who.userId, who.platformAdmin, true);
  }

  /**
   * Moves the person to another of their factories: a new session there, under the rules of sign-in, and the
   * current one ends. Their session proves who they are, so neither password nor captcha is asked again.
   */
  async function switchFactory(who: AuthContext, factoryId: number, client: Client): Promise<LoginResponse> {
    // Ended first, in the request's transaction: of several switches with one token, one gets a new session
    // (the others wait on the row and find it gone); a refused switch rolls back and keeps it.
    if (!(await auth.endSession(who.sessionId))) throw unauthorized();
    return openSession({ id: who.userId, platformAdmin: who.platformAdmin }, factoryId, client);
  }

  /** A new session in the factory, if the person may work there (sign-in's rules). */
  async function openSession(
    user: { id: number; platformAdmin: boolean },
    factoryId: number,
    client: Client,
  ): Promise<LoginResponse> {
    const { member, factory: found } = await checkFactoryAccess(user, factoryId);
    // A factory's own minimum app version holds from sign-in on, not only from the first call after it.
    if (found.minAppVersion) checkAppVersion(client.appVersion, found.minAppVersion);
    // Signing in to a factory takes up its membership (an operator is never a member).
    if (member && !user.platformAdmin) await people.acceptMembership(factoryId, user.id);
    const session = await auth.openSession(user.id, factoryId, client);
    const authorities = await roles.authoritiesOf({
      platformAdmin: user.platformAdmin,
      factoryId,
      memberId: member?.id ?? null,
    });
    return {
      token: `Bearer ${session.token}`,
      expiresAt: session.expiresAt.getTime(),
      user: await buildInfo(user.id, factoryId, authorities),
    };
  }

  /**
   * The user as the client sees them in one factory (eladmin's UserDto, trimmed). Until the person takes up
   * their membership (at their first sign-in there) a factory's typed job number and department say nothing
   * about the account.
   */
  async function buildInfo(userId: number, factoryId: number, authorities: string[]): Promise<AuthInfo> {
    // In the request's transaction when switching factories: one query after the other.
    const [user] = await users.accounts([userId]);
    const found = await factory.find(factoryId);
    const member = await people.membership(factoryId, userId);
    if (!user || !found) throw unauthorized();
    const takenUp = member?.accepted ? member : null;
    const deptId = takenUp?.deptId ?? null;
    const [dept] = deptId === null ? [] : await depts.names(factoryId, [deptId]);
    return {
      user: {
        id: user.id,
        mobile: user.mobile,
        name: user.name,
        avatarName: user.avatarName,
        email: user.email,
        jobNumber: takenUp?.jobNumber ?? null,
        dept: dept ? { id: dept.id, name: dept.name } : null,
        enabled: user.enabled,
        platformAdmin: user.platformAdmin,
      },
      roles: authorities,
      factory: { factoryId: found.id, factoryName: found.name, timeZone: found.timeZone },
    };
  }

  async function info(who: AuthContext): Promise<AuthInfo> {
    return buildInfo(who.userId, who.factoryId, await who.authorities());
  }

  async function logout(who: AuthContext): Promise<void> {
    await auth.endSession(who.sessionId);
  }

  /**
   * The caller's context for a token, or null when the session is unknown, expired or may no longer act.
   * With a cache, a session read once is served from memory until something changes (session-cache.ts).
   */
  async function resolveSession(token: string, cache?: SessionCache): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    let cached = cache?.get(tokenHash, now);
    // A notification already received but not yet read (another process's change) is read first.
    if (cached) cached = await cache?.settled(tokenHash, now);
    if (cached) {
      if (now - cached.touchedAt >= TOUCH_EVERY_MS) {
        cached.touchedAt = now;
        await auth.touchSession(cached.sessionId);
      }
      return contextOf(cached);
    }
    const generation = cache?.begin() ?? 0;
    const session = await auth.liveSession(tokenHash);
    if (!session) return null;
    // Outside any transaction (a request's first step): the three modules are asked at once.
    const [[user], found, member] = await Promise.all([
      users.accounts([session.userId]),
      factory.sessionFacts(session.factoryId),
      people.membership(session.factoryId, session.userId),
    ]);
    if (!user || !found) return null;
    // Only a membership taken up (at the first sign-in there) is the account's: a platform operator takes up none.
    const takenUp = member?.accepted ? member : null;
    // A disabled account, a suspended or expired factory, or an ended membership ends the session at once.
    const mayAct = user.enabled && found.active && (user.platformAdmin || takenUp?.active === true);
    if (!mayAct) return null;
    if (session.stale) await auth.touchSession(session.sessionId);
    const live: CachedSession = {
      sessionId: session.sessionId,
      userId: session.userId,
      factoryId: session.factoryId,
      memberId: takenUp?.id ?? null,
      platformAdmin: user.platformAdmin,
      minAppVersion: found.minAppVersion,
      timeZone: found.timeZone,
      showRatesToWorkers: found.showRatesToWorkers,
      sessionExpiresAt: session.expiresAt.getTime(),
      factoryEndsAt: found.endTime?.getTime() ?? null,
      touchedAt: now,
    };
    cache?.put(tokenHash, live, generation, now);
    return contextOf(live);
  }

  /** A request's context over a live session; its authorities are read once and kept with the session. */
  function contextOf(session: CachedSession): AuthContext {
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
        // Cached for the session's other requests too: not cancelled when this request's client goes away.
        session.authorities ??= runUnsignalled(() => roles.authoritiesOf(context)).catch((error: unknown) => {
          session.authorities = undefined;
          throw error;
        });
        return session.authorities;
      },
    };
    return context;
  }

  return {
    getCaptcha: auth.getCaptcha,
    loginList,
    login,
    switchable,
    switchFactory,
    failedSignInActor,
    info,
    logout,
    resolveSession,
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
