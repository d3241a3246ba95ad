import type { MonitorActivity, MonitorStatement, MonitorTable } from '@gbo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { ProcessFigures } from './process-monitor';

/** A process is listed while its last heartbeat is younger than this (it beats every 10 s). */
export const LIVE_SECONDS = 30;
/** A row a process left behind (killed before it could delete it) is removed once this old. */
const STALE_MINUTES = 10;
/** How many of the largest tables, longest statements and slowest statements are shown. */
const TOP = 10;
/** A table without statistics is counted when it is smaller than this (a few thousand rows). */
const COUNT_BELOW_BYTES = 8 * 1024 * 1024;

export type ProcessRow = {
  id: string;
  host: string;
  pid: number;
  version: string;
  startedAt: Date;
  seenAt: Date;
  figures: ProcessFigures;
};

type Identity = { id: string; host: string; pid: number; version: string; startedAt: Date };

/** The process's heartbeat: its row written with its figures now (and rows of processes long gone removed). */
export async function beat(db: Db, process: Identity, figures: ProcessFigures): Promise<void> {
  await db.execute(sql`
    insert into server_processes (id, host, pid, version, started_at, seen_at, figures)
    values (${process.id}, ${process.host}, ${process.pid}, ${process.version},
            ${process.startedAt.toISOString()}, now(), ${JSON.stringify(figures)}::jsonb)
    on conflict (id) do update set seen_at = now(), figures = excluded.figures`);
  await db.execute(
    sql`delete from server_processes where seen_at < now() - make_interval(mins => ${STALE_MINUTES})`,
  );
}

/** A process stopping removes its row. */
export async function forget(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from server_processes where id = ${id}`);
}

/** The processes that reported within the last LIVE_SECONDS. */
export async function liveProcesses(db: Db): Promise<ProcessRow[]> {
  const rows = await queryRows<{
    id: string;
    host: string;
    pid: number;
    version: string;
    started_at: string | Date;
    seen_at: string | Date;
    figures: ProcessFigures | string;
  }>(
    db,
    sql`select id, host, pid, version, started_at, seen_at, figures
          from server_processes
         where seen_at > now() - make_interval(secs => ${LIVE_SECONDS})
         order by host, pid, started_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    host: row.host,
    pid: Number(row.pid),
    version: row.version,
    startedAt: new Date(row.started_at),
    seenAt: new Date(row.seen_at),
    figures: figuresOf(typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures),
  }));
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * A row's figures as this version reads them: a process of another version (during a rolling upgrade) may
 * write fewer or other fields, which count as nothing rather than break the answer.
 */
function figuresOf(raw: unknown): ProcessFigures {
  const figures = (raw ?? {}) as Partial<ProcessFigures>;
  return {
    uptimeS: numberOr0(figures.uptimeS),
    cpuPct: numberOr0(figures.cpuPct),
    rssBytes: numberOr0(figures.rssBytes),
    heapUsedBytes: numberOr0(figures.heapUsedBytes),
    eventLoopDelayMs: numberOr0(figures.eventLoopDelayMs),
    streams: Math.trunc(numberOr0(figures.streams)),
    windows: Array.isArray(figures.windows) ? figures.windows : [],
    minutes: Array.isArray(figures.minutes) ? figures.minutes : [],
  };
}

/** What every engine answers: its version, the database's size and its largest tables. */
export async function databaseBasics(
  db: Db,
): Promise<{ version: string; sizeBytes: number; tables: MonitorTable[] }> {
  const [about] = await queryRows<{ version: string; size: number }>(
    db,
    sql`select current_setting('server_version') as version,
               pg_database_size(current_database())::float8 as size`,
  );
  const tables = await queryRows<{
    schema: string;
    table: string;
    live: number | null;
    planned: number;
    bytes: number;
  }>(
    db,
    sql`select n.nspname as schema, c.relname as table, s.n_live_tup::float8 as live,
               c.reltuples::float8 as planned, pg_total_relation_size(c.oid)::float8 as bytes
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_stat_user_tables s on s.relid = c.oid
         where c.relkind in ('r', 'p')
           and n.nspname not in ('pg_catalog', 'information_schema')
           and n.nspname not like 'pg_toast%'
         order by pg_total_relation_size(c.oid) desc, c.relname
         limit ${TOP}`,
  );
  const rowsOf = async (table: (typeof tables)[number]): Promise<number | null> => {
    const estimate = Math.max(Number(table.live ?? 0), Number(table.planned));
    if (estimate > 0 || Number(table.bytes) > COUNT_BELOW_BYTES)
      return estimate > 0 ? Math.round(estimate) : null;
    const [counted] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::float8 as rows from ${sql.identifier(table.schema)}.${sql.identifier(table.table)}`,
    );
    return Number(counted?.rows ?? 0);
  };
  return {
    version: about?.version ?? '',
    sizeBytes: Number(about?.size ?? 0),
    tables: await Promise.all(
      tables.map(async (table) => ({
        name: table.schema === 'public' ? table.table : `${table.schema}.${table.table}`,
        rows: await rowsOf(table),
        bytes: Number(table.bytes),
      })),
    ),
  };
}

/** PostgreSQL's own statistics (a server's, not PGlite's): connections, the cache, what runs long or waits. */
export async function serverActivity(db: Db) {
  const [usage] = await queryRows<{ connections: number; max_connections: number; hit_ratio: number | null }>(
    db,
    sql`select (select count(*) from pg_stat_activity where backend_type = 'client backend')::int as connections,
               current_setting('max_connections')::int as max_connections,
               (select sum(blks_hit)::float8 / nullif(sum(blks_hit) + sum(blks_read), 0)
                  from pg_stat_database where datname = current_database()) as hit_ratio`,
  );
  const activity = (where: SQL) =>
    queryRows<{
      pid: number;
      seconds: number | null;
      state: string | null;
      waiting: string | null;
      blocked_by: number[] | null;
      query: string | null;
    }>(
      db,
      sql`select pid,
                 extract(epoch from now() - query_start)::float8 as seconds,
                 state,
                 case when wait_event_type is null then null else wait_event_type || ': ' || wait_event end
                   as waiting,
                 pg_blocking_pids(pid) as blocked_by,
                 left(query, 300) as query
            from pg_stat_activity
           where pid <> pg_backend_pid() and backend_type = 'client backend' and ${where}
           order by query_start
           limit ${TOP}`,
    ).then((rows) =>
      rows.map((row): MonitorActivity => ({
        pid: Number(row.pid),
        seconds: Math.round(Number(row.seconds ?? 0) * 10) / 10,
        state: row.state,
        waiting: row.waiting,
        blockedBy: (row.blocked_by ?? []).map(Number),
        query: row.query ?? '',
      })),
    );
  const [longQueries, lockWaits] = await Promise.all([
    activity(sql`state = 'active' and query_start < now() - interval '1 second'`),
    activity(sql`wait_event_type = 'Lock'`),
  ]);
  return {
    connections: Number(usage?.connections ?? 0),
    maxConnections: Number(usage?.max_connections ?? 0),
    cacheHitRatio:
      usage?.hit_ratio === null || usage?.hit_ratio === undefined ? null : Number(usage.hit_ratio),
    longQueries,
    lockWaits,
  };
}

/**
 * The slowest statements by mean time, from pg_stat_statements when it is both installed in this database
 * and loaded by the server (shared_preload_libraries); null when it is not (asked first, so a missing
 * extension does not put an error in the server's log every few seconds).
 */
export async function slowestStatements(db: Db): Promise<MonitorStatement[] | null> {
  const [ready] = await queryRows<{ installed: boolean; loaded: boolean }>(
    db,
    sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as installed,
               'pg_stat_statements' = any(
                 string_to_array(replace(current_setting('shared_preload_libraries'), ' ', ''), ',')) as loaded`,
  );
  if (!ready?.installed || !ready.loaded) return null;
  try {
    const rows = await queryRows<{ query: string; calls: number; mean: number; total: number; rows: number }>(
      db,
      sql`select left(query, 300) as query, calls::float8 as calls, mean_exec_time::float8 as mean,
                 total_exec_time::float8 as total, rows::float8 as rows
            from pg_stat_statements
           where dbid = (select oid from pg_database where datname = current_database())
           order by mean_exec_time desc
           limit ${TOP}`,
    );
    return rows.map((row) => ({
      query: row.query,
      calls: Number(row.calls),
      meanMs: Math.round(Number(row.mean) * 100) / 100,
      totalMs: Math.round(Number(row.total)),
      rows: Number(row.rows),
    }));
  } catch {
    // Installed in another version, or the view unreadable by this role: as good as missing.
    return null;
  }
}
