import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { schema } from './schema';
import { SERVER_ROOT } from '../paths';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

const currentTx = new AsyncLocalStorage<Tx>();

/**
 * The database as services see it: inside `inTransaction` it is that transaction (their own
 * `transaction()` calls become savepoints), elsewhere the database itself.
 */
export function transactional(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const source: object = currentTx.getStore() ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/** Runs work in one transaction that every `transactional` database handle joins while it runs. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => currentTx.run(tx, () => work(tx)));
}

/** The same PostgreSQL URL, naming another database on that server. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Rows of a raw SQL query (for what the query builder cannot say, such as recursive CTEs). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers answer with `{ rows }`; the shared PgDatabase type does not know it.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A list of ids as one parameter (a PostgreSQL array literal), for `= any(…)` or `unnest(…)`: the planner
 * knows its length and reads it once, where `in (select json_array_elements_text(…))` may be expanded again
 * for every row it is compared with (quadratic on stale statistics), and `in ($1, $2, …)` spends a
 * placeholder per id.
 */
export const idArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

const dialect = new PgDialect();

/** Where a prepared statement's values go: a placeholder named after each value. */
type Placeholders<V> = { readonly [K in keyof V]: Placeholder };

/**
 * A statement for a hot path: built once, and kept prepared under `name` on each PostgreSQL connection, so it
 * is parsed and planned once per connection instead of on every call (there, building and planning cost more
 * than running it). `build` gets a placeholder for each value; each call passes the values, every one of
 * them (null where there is none). PGlite runs it unprepared.
 */
export function preparedStatement<V extends Record<string, unknown>>(
  name: string,
  build: (values: Placeholders<V>) => SQL,
) {
  let built: Query | undefined;
  const query = () =>
    (built ??= dialect.sqlToQuery(
      build(new Proxy({} as Placeholders<V>, { get: (_, key) => sql.placeholder(String(key)) })),
    ));
  const run = async <T>(db: DbOrTx, values: V): Promise<T[]> => {
    const result: unknown = await db._.session.prepareQuery(query(), undefined, name, false).execute(values);
    return (result as { rows: T[] }).rows;
  };
  /** The statement's text and its parameters for `values`, as the connection receives them (to EXPLAIN it). */
  const text = (values: V) => ({ sql: query().sql, params: fillPlaceholders(query().params, values) });
  return Object.assign(run, { text });
}

/** The engine underneath, as backups reach it: the embedded database's client, or the server's address. */
export type Engine =
  { kind: 'pglite'; client: PGlite; dataDir: string | null } | { kind: 'postgres'; url: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  engine: Engine;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** Runs work while holding an installation-wide lock (start-up tasks such as seeding). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Listens to NOTIFY on a channel: on PostgreSQL over a connection of its own, kept open (reconnected
   * after a loss; `lost` says notifications may have been missed, `ready` that they flow again); on PGlite
   * in-process. Resolves with the function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  message(payload: string): void;
  ready(): void;
  lost(): void;
};

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 1000;

/** A PostgreSQL connection of its own that LISTENs on a channel, reconnecting until stopped. */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      handlers.lost();
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      lost();
      throw error;
    }
    if (stopped) await next.end();
    else handlers.ready();
  };
  // A first connection that fails is retried like a lost one; meanwhile the listener is not ready.
  await connect().catch(() => undefined);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

/** The signal of the request whose work is running; it aborts when the request's client goes away. */
const requestSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs a request's work (and everything it starts) under its signal: see `openPostgres`. */
export function runUnderSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestSignal.run(signal, work);
}

/** Runs work that must be done even for a request whose client has gone (its audit row), free of its signal. */
export function runUnsignalled<T>(work: () => T): T {
  return requestSignal.exit(work);
}

/**
 * Runs work a request starts but does not wait for (a background job), outside the request's transaction and
 * free of its signal: it goes on after the answer, whether that committed or not.
 */
export function runDetached<T>(work: () => T): T {
  return currentTx.exit(() => requestSignal.exit(work));
}

/** A query a request would start after its client has gone: not started (499, nginx's "client closed request"). */
export class RequestGoneError extends Error {
  readonly statusCode = 499;
  constructor() {
    super('The client closed the request');
    this.name = 'RequestGoneError';
  }
}

type Checkout = (callback?: (error: Error | undefined, client?: pg.PoolClient) => void) => unknown;

/**
 * Ties the pool's connections to the requests they serve: a connection checked out under a request's signal
 * has its running statement cancelled (pg_cancel_backend, from a connection of its own, since the pool may be
 * full) when the signal aborts, and is then closed rather than pooled again, so the cancel can never reach a
 * statement of another request. A request already abandoned gets no connection.
 */
function cancelWhenAborted(pool: pg.Pool, url: string): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const watch = (client: pg.PoolClient, signal: AbortSignal): pg.PoolClient => {
    if (signal.aborted) {
      client.release();
      throw new RequestGoneError();
    }
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      const { processID } = client as unknown as { processID: number };
      const canceller = new pg.Client({ connectionString: url });
      void canceller
        .connect()
        .then(() => canceller.query('select pg_cancel_backend($1)', [processID]))
        .catch(() => undefined)
        .finally(() => void canceller.end().catch(() => undefined));
    };
    signal.addEventListener('abort', cancel, { once: true });
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      signal.removeEventListener('abort', cancel);
      return release(cancelled ? true : error);
    };
    return client;
  };
  // pg-pool's own query() checks its connection out through this too.
  const checkout: Checkout = (callback) => {
    const signal = requestSignal.getStore();
    const client = signal ? connect().then((c) => watch(c, signal)) : connect();
    if (!callback) return client;
    client.then(
      (c) => callback(undefined, c),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  pool.connect = checkout as typeof pool.connect;
}

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');
/** An arbitrary constant shared by all processes of this product for pg_advisory_lock. */
const STARTUP_LOCK_KEY = 727_400_001;

export type PostgresOptions = {
  /**
   * The longest a statement of the pool may run (PostgreSQL's statement_timeout on each connection), so none
   * outlives its request; 0 or unset: no limit. Migrations run on a connection of their own without one.
   */
  statementTimeoutMs?: number;
};

export async function openPostgres(
  url: string,
  poolSize = 10,
  { statementTimeoutMs = 0 }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  cancelWhenAborted(pool, url);
  // An idle connection the server closes (restart, failover, an administrator) is replaced by the pool on
  // the next query; without a listener, pg would throw it as an uncaught error and end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // On a connection of its own, without the statement timeout: another process may hold the lock for as
  // long as its migrations take.
  const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  };
  return {
    db,
    kind: 'postgres',
    engine: { kind: 'postgres', url },
    // A migration may rewrite a large table: it runs on a connection of its own, without the statement timeout.
    migrate: () =>
      withStartupLock(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
        } finally {
          await client.end();
        }
      }),
    withStartupLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * Opens PGlite on a directory (locked for this process) or, without one, in memory; a dump given is what a new
 * database starts from (tests).
 */
export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    /** Work on the data directory once it is locked for this process, before the database opens (a restore's swap). */
    beforeOpen?: (dataDir: string) => void;
  } = {},
): Promise<Database & { pglite: PGlite }> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (options.dataDir) {
    // The database holds the installation's secrets (the app secret, the certificate authority's key): a new
    // data directory is the server's user's alone.
    fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    lock = lockDataDir(options.dataDir);
    try {
      options.beforeOpen?.(options.dataDir);
      const pgdata = path.join(options.dataDir, 'pglite');
      client = await PGlite.create(pgdata, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    engine: { kind: 'pglite', client, dataDir: options.dataDir ?? null },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns the directory, so start-up work cannot race.
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.ready();
      return unlisten;
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
    pglite: client,
  };
}
