// Plain constants, free of zod, so the web app's first screen can import them without the schemas.

/** The version the web client sends in the `app_version` header (docs/specification.md §7, §9). */
export const APP_VERSION = '6.0.0';
export const APP_VERSION_HEADER = 'app_version';

/** Token storage key, spelled as the specification spells it (docs/specification.md §9). */
export const TOKEN_KEY = 'EL-ADMIN-TOEKN';
/** A session lasts 12 hours (docs/specification.md §9). */
export const SESSION_HOURS = 12;
/** Captchas expire after 2 minutes and are single use. */
export const CAPTCHA_TTL_SECONDS = 120;
/** The role a member with no roles gets on the client (docs/specification.md §3). */
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';
/** The authority that passes every permission check (eladmin's `admin`). */
export const ADMIN_AUTHORITY = 'admin';
