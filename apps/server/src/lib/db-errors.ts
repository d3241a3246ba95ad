import { conflict } from './http-error';

/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether an error (or one it wraps: drizzle wraps driver errors in `cause`) is a unique constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ('code' in at && at.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Runs a write that a unique constraint guards, turning a violation into a 409 with the given sentence: the
 * constraint, not a read before the write, decides, so two simultaneous writers cannot both succeed.
 */
export async function conflictOnDuplicate<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
