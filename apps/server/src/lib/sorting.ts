import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './http-error';

/**
 * Turns eladmin's `sort=field,asc|desc` into an ORDER BY over the columns a list allows, with `id` as the
 * tie-breaker so pages never overlap; an unknown field is a 400 naming it.
 */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: string,
  id: AnyPgColumn,
): SQL[] {
  const [field = fallback, direction = 'desc'] = (sort ?? `${fallback},desc`).split(',');
  // Own keys only: `__proto__` or `constructor` are no column.
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) throw badRequest('request.sortColumn', { field, columns: Object.keys(columns).join(', ') });
  const by = direction.toLowerCase() === 'asc' ? asc : desc;
  return column === id ? [by(column)] : [by(column), by(id)];
}
