/**
 * The auth module's public face: its own tables' service (captchas, sign-in counters, sessions), the sign-in
 * service over the accounts, memberships and factories of other modules, and the auth plugin that resolves
 * each request's session.
 */
export { authPlugin, type AuthPluginOptions } from './plugin';
export { authRoutes } from './routes';
export {
  AUTH_MESSAGES,
  type AuthService,
  type AuthServiceDeps,
  createAuthService,
  type LiveSessionFilter,
} from './service';
export { createSignInService, type SignInService } from './sign-in';
// A restore's statement that signs everyone out, run in the restore's own transaction.
export { END_EVERY_SESSION_SQL } from './repository';
