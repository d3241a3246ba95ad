import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';
import type { DatabaseState } from './manifest';

/** Runs one SQL statement without parameters and answers its rows (a PGlite or node-postgres client). */
export type RunSql = <T>(sql: string) => Promise<T[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table's row count and the migration level, read by `run` (inside one snapshot when the caller holds
 * one): what a backup records, and what its proof must find again in the scratch copy.
 */
export async function databaseStateOf(run: RunSql): Promise<DatabaseState> {
  const tables = await run<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await run<{ n: string | number }>(
      `select count(*) as n from ${quoted(schema)}.${quoted(name)}`,
    );
    counts[`${schema}.${name}`] = Number(row?.n ?? 0);
  }
  const [level] = await run<{ count: string | number; last: string | number | null }>(
    `select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return { tables: counts, migrations: { count: Number(level?.count ?? 0), last: Number(level?.last ?? 0) } };
}

/** The tables whose counts differ between what a backup recorded and what its copy holds, as a sentence. */
export function stateDifference(recorded: DatabaseState, found: DatabaseState): string | null {
  const names = [...new Set([...Object.keys(recorded.tables), ...Object.keys(found.tables)])].sort();
  const differing = names.filter((name) => recorded.tables[name] !== found.tables[name]);
  if (differing.length > 0) {
    const shown = differing
      .slice(0, 5)
      .map((name) => `${name} ${recorded.tables[name] ?? 'missing'} → ${found.tables[name] ?? 'missing'}`);
    return `row counts differ: ${shown.join(', ')}${differing.length > 5 ? ` and ${differing.length - 5} more` : ''}`;
  }
  if (
    recorded.migrations.count !== found.migrations.count ||
    recorded.migrations.last !== found.migrations.last
  ) {
    return `the migration level differs: ${recorded.migrations.count} recorded, ${found.migrations.count} found`;
  }
  return null;
}

/** The migrations this server knows (drizzle's journal): how many, and the newest one's time. */
export function knownMigrations(): DatabaseState['migrations'] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return {
    count: journal.entries.length,
    last: Math.max(0, ...journal.entries.map((entry) => entry.when)),
  };
}
