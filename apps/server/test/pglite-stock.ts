import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../src/db/client';
import { schema } from '../src/db/schema';
import { SERVER_ROOT } from '../src/paths';

/**
 * The embedded databases of one test worker. Starting PGlite from the template's dump costs seconds of CPU
 * (the data directory unpacked, PostgreSQL started); putting a used one back to the template's content costs
 * milliseconds. So a worker keeps the copies its test files have closed and hands them out again, each
 * restored first to exactly what a fresh copy holds: every table's rows (in the template's order), every
 * sequence's position, and a fresh session (settings, locks, listeners). A copy whose schema a test file
 * changed (a trigger or table of its own) is thrown away instead. Files run one after another in a worker
 * (vitest.config.ts: the api project shares its workers between files), so no file sees another's writes.
 *
 * The stock lives on `globalThis`, not in this module: a worker re-evaluates the project's modules for every
 * test file (test/setup.ts), and the copies must outlive that.
 */
type Stock = {
  template?: Promise<Blob>;
  snapshot?: Promise<Snapshot>;
  idle: PGlite[];
};

/** What a fresh copy of the template holds, to put a used copy back to. */
type Snapshot = {
  schema: string;
  tables: { name: string; rows: Blob }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const STOCK = Symbol.for('gbo.test.pglite-stock');

function stock(): Stock {
  const global = globalThis as { [STOCK]?: Stock };
  return (global[STOCK] ??= { idle: [] });
}

/**
 * A digest of everything a test file could change besides rows: relations and columns, constraints, indexes,
 * triggers (and whether enabled), functions, views, sequences' settings, policies, roles and settings.
 */
const SCHEMA_DIGEST = `
  with own as (
    select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
  )
  select md5(string_agg(item, E'\\n' order by item)) as digest from (
    select 'namespace ' || nspname from pg_namespace where oid in (select oid from own)
    union all
    select format('relation %s %s %s %s %s', c.oid::regclass, c.relkind, c.relpersistence, c.relrowsecurity,
      case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end)
    from pg_class c where c.relnamespace in (select oid from own)
    union all
    select format('column %s %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace in (select oid from own) and a.attnum > 0 and not a.attisdropped
    union all
    select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
    from pg_constraint where connamespace in (select oid from own)
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace in (select oid from own)
    union all
    select format('trigger %s %s', pg_get_triggerdef(oid), tgenabled) from pg_trigger where not tgisinternal
    union all
    select format('function %s %s', p.oid::regprocedure, md5(coalesce(p.prosrc, '')))
    from pg_proc p where p.pronamespace in (select oid from own)
    union all
    select format('sequence %s %s %s %s %s %s', seqrelid::regclass, seqstart, seqincrement, seqmin, seqmax, seqcycle)
    from pg_sequence
    union all
    select format('policy %s %s %s', polrelid::regclass, polname, pg_get_expr(polqual, polrelid)) from pg_policy
    union all
    select 'role ' || rolname from pg_roles
    union all
    select format('setting %s %s %s', setdatabase, setrole, setconfig) from pg_db_role_setting
    union all
    select 'extension ' || extname from pg_extension
  ) items(item)`;

async function schemaDigest(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(SCHEMA_DIGEST);
  return rows[0]?.digest ?? '';
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg_toast%' order by 1`,
  );
  const { rows: sequences } = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  // One statement at a time: each table's rows come back through PGlite's one /dev/blob.
  const snapshot: Snapshot = { schema: await schemaDigest(client), tables: [], sequences: [] };
  for (const { name } of tables) {
    const result = await client.query(`copy ${name} to '/dev/blob'`);
    snapshot.tables.push({ name, rows: result.blob ?? new Blob([]) });
  }
  for (const { name } of sequences) {
    const result = await client.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${name}`,
    );
    const row = result.rows[0];
    snapshot.sequences.push({ name, value: row?.value ?? '1', called: row?.called ?? false });
  }
  return snapshot;
}

/**
 * Puts a used copy back to the snapshot; false when it cannot be (its schema was changed, or it is in a
 * state a reset does not undo), and the copy should be thrown away.
 */
async function restore(client: PGlite, snapshot: Snapshot): Promise<boolean> {
  try {
    // A fresh session: settings, advisory locks, temporary tables, prepared statements, listeners.
    await client.exec('discard all');
    if ((await schemaDigest(client)) !== snapshot.schema) return false;
    // Rows go back as they were: no trigger fires and no foreign key is checked while they do.
    await client.exec(
      `set session_replication_role = replica; begin;
       truncate ${snapshot.tables.map((table) => table.name).join(', ')};`,
    );
    for (const table of snapshot.tables)
      await client.query(`copy ${table.name} from '/dev/blob'`, [], { blob: table.rows });
    for (const sequence of snapshot.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        sequence.name,
        sequence.value,
        sequence.called,
      ]);
    await client.exec('commit; reset session_replication_role;');
    return true;
  } catch {
    return false;
  }
}

async function freshCopy(templateFile: string): Promise<PGlite> {
  const own = stock();
  own.template ??= fs.promises.readFile(templateFile).then((dump) => new Blob([dump]));
  return PGlite.create({ loadDataDir: await own.template });
}

/** A copy of the template for one test file (or one test): fresh or restored, never seen by another file. */
export async function leasePglite(templateFile: string): Promise<Database> {
  const own = stock();
  let client: PGlite | undefined;
  for (let used = own.idle.pop(); used && !client; used = own.idle.pop()) {
    if (own.snapshot && (await restore(used, await own.snapshot))) client = used;
    else await used.close().catch(() => undefined);
  }
  if (!client) {
    client = await freshCopy(templateFile);
    const fresh = client;
    own.snapshot ??= takeSnapshot(fresh);
    await own.snapshot;
  }
  return leaseOf(client, own);
}

/** What PGlite does once closed, for the lease's handle: its queries fail as a closed database's would. */
const QUERIES = new Set([
  'query',
  'sql',
  'exec',
  'transaction',
  'describeQuery',
  'listen',
  'unlisten',
  'execProtocol',
  'execProtocolRaw',
  'execProtocolStream',
  'execProtocolRawStream',
  'runExclusive',
]);

function leaseOf(client: PGlite, own: Stock): Database {
  let closed = false;
  const handle = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'closed') return closed;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof key === 'string' && QUERIES.has(key))
        return (...args: unknown[]) =>
          closed ? Promise.reject(new Error('PGlite is closed')) : method.apply(target, args);
      return method.bind(target);
    },
  });
  const db = drizzle(handle, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    engine: { kind: 'pglite', client: handle, dataDir: null },
    migrate: () => migrate(drizzle(handle), { migrationsFolder: path.join(SERVER_ROOT, 'drizzle') }),
    withStartupLock: (work) => work(),
    ping: async () => {
      await handle.query('select 1');
    },
    listen: async (channel, handlers) => {
      // A notification reaching a closed lease's listener (left registered by its file) is not passed on.
      const unlisten = await handle.listen(channel, (payload) => {
        if (!closed) handlers.message(payload);
      });
      handlers.ready();
      return unlisten;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      own.idle.push(client);
    },
  };
}
