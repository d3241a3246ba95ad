import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%text%` for LIKE, with the user's own %, _ and \ matched literally rather than as wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** eladmin's `blurry`: any of the columns contains the text, ignoring case; no condition when it is blank. */
export function blurryMatch(text: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
