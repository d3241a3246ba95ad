import { sql } from 'drizzle-orm';
import { PgDialect, integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderBy } from './sorting';

const table = pgTable('t', { id: integer('id'), day: integer('day') });
const columns = { id: table.id, day: table.day };
const text = (parts: ReturnType<typeof orderBy>) => new PgDialect().sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('orderBy', () => {
  it('orders by an allowed column, then by id, in the direction asked', () => {
    expect(text(orderBy('day,asc', columns, 'id', table.id))).toBe('"t"."day" asc, "t"."id" asc');
    expect(text(orderBy(undefined, columns, 'day', table.id))).toBe('"t"."day" desc, "t"."id" desc');
  });

  it('refuses a field that is no column with a 400 naming the allowed ones, built-in names too', () => {
    for (const field of ['nope', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(() => orderBy(`${field},asc`, columns, 'id', table.id)).toThrow(
        `sort: cannot sort by ${field}; use one of id, day`,
      );
    }
  });
});
