import { conflict, notFound } from './http-error';

/** PostgreSQL's SQLSTATEs for the constraint violations a write may meet. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Whether an error (or one it wraps: drizzle wraps driver errors in `cause`) carries this SQLSTATE. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ('code' in at && at.code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasSqlState(error, UNIQUE_VIOLATION);
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, FOREIGN_KEY_VIOLATION);

export type ConstraintMessages = {
  /** 409: a unique constraint refused a duplicate. */
  duplicate?: string;
  /** 404: a foreign key found no row to point at (deleted meanwhile, or never there). */
  missingReference?: string;
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
    throw error;
  }
}
