import { badRequest, conflict, HttpError, notFound } from './http-error';
import { type Message, msg } from './messages';

/** PostgreSQL's SQLSTATEs for the constraint violations a write may meet. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const CHECK_VIOLATION = '23514';
/** ON DELETE RESTRICT: the row is still referenced. */
const RESTRICT_VIOLATION = '23001';
/** A statement cancelled: it ran past statement_timeout, or its request's client went away. */
const QUERY_CANCELED = '57014';
/** A NUL character in text (22021) or in a JSON string (22P05): PostgreSQL stores neither. */
const UNSTORABLE_TEXT = ['22021', '22P05'];

/** The driver's error inside an error (drizzle wraps driver errors in `cause`), when it carries a SQLSTATE. */
function driverError(error: unknown): (Error & { code: string }) | null {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ('code' in at && typeof at.code === 'string' && /^[0-9A-Z]{5}$/.test(at.code)) {
      return at as Error & { code: string };
    }
  }
  return null;
}

/** The SQLSTATE a database error carries (a constraint's, or one a trigger raised), if any. */
export const sqlStateOf = (error: unknown): string | undefined => driverError(error)?.code;

function hasSqlState(error: unknown, code: string): boolean {
  return driverError(error)?.code === code;
}

export const isUniqueViolation = (error: unknown) => hasSqlState(error, UNIQUE_VIOLATION);

/** The name of the unique constraint a write violated, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const driver = driverError(error);
  if (driver?.code !== UNIQUE_VIOLATION) return undefined;
  const { constraint } = driver as { constraint?: unknown };
  return typeof constraint === 'string' ? constraint : undefined;
}
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, FOREIGN_KEY_VIOLATION);
/** A delete refused because rows still reference the row (NO ACTION answers 23503, RESTRICT 23001). */
export const isStillReferenced = (error: unknown) =>
  hasSqlState(error, FOREIGN_KEY_VIOLATION) || hasSqlState(error, RESTRICT_VIOLATION);

export type ConstraintMessages = {
  /** 409: a unique constraint refused a duplicate. */
  duplicate?: Message;
  /** 404: a foreign key found no row to point at (deleted meanwhile, or never there). */
  missingReference?: Message;
  /** 409: a delete met a foreign key (without cascade) from a row that still points at it. */
  inUse?: Message;
};

/**
 * Runs a write that constraints guard, turning their violations into clear errors: the constraint, not a
 * read before the write, decides, so two simultaneous writers cannot both succeed, nor one write into a
 * row another is deleting.
 */
export async function guardConstraints<T>(write: Promise<T>, messages: ConstraintMessages): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (messages.duplicate !== undefined && isUniqueViolation(error)) throw conflict(messages.duplicate);
    if (messages.missingReference !== undefined && isForeignKeyViolation(error)) {
      throw notFound(messages.missingReference);
    }
    if (messages.inUse !== undefined && isForeignKeyViolation(error)) throw conflict(messages.inUse);
    throw error;
  }
}

/**
 * The last line of defence for a constraint no service guarded with its own message: a violation is the
 * caller's conflict or bad input, never a 500. (A service that expects one says which field with
 * `guardConstraints`.)
 */
export function constraintViolation(error: unknown): HttpError | null {
  const driver = driverError(error);
  if (!driver) return null;
  if (driver.code === UNIQUE_VIOLATION) return conflict('db.duplicate');
  if (driver.code === FOREIGN_KEY_VIOLATION) {
    // PostgreSQL's own wording tells a write pointing at a missing row from a delete of a row still in use.
    return /^update or delete on/.test(driver.message)
      ? conflict('db.inUse')
      : notFound('db.missingReference');
  }
  if (driver.code === RESTRICT_VIOLATION) return conflict('db.inUse');
  if (driver.code === CHECK_VIOLATION) return badRequest('db.checkViolation');
  if (UNSTORABLE_TEXT.includes(driver.code)) return badRequest('db.nulCharacters');
  if (driver.code === QUERY_CANCELED) return new HttpError(503, msg('db.statementTimeout'));
  return null;
}
