import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { withDatabase } from '../../db/client';
import { BACKUP_LOCK_KEY, MAINTENANCE_LOCK_KEY } from '../../lib/db-rules';
import { msg } from '../../lib/messages';
import { END_EVERY_SESSION_SQL } from '../auth';
import { UnusableBackupError } from './archive';
import { databaseStateOf } from './database-state';
import { type BackupEngine, ProofUnavailableError } from './engine';
import type { DatabaseState } from './manifest';

/** The channel the restoring process tells the others on to enter maintenance. */
export const MAINTENANCE_CHANNEL = 'gbo_maintenance';
/** The database part of a PostgreSQL backup: pg_dump's custom format. */
const DUMP_FILE = 'dump.pgcustom';
const TOOLS = ['pg_dump', 'pg_restore', 'psql'] as const;
type Tool = (typeof TOOLS)[number];

/** libpq's settings for a connection URL, so that no password appears on a command line. */
function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const environment: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    PGAPPNAME: 'gbo-backup',
  };
  if (parsed.username) environment.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) environment.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) environment.PGSSLMODE = sslmode;
  return environment;
}

type Run = { code: number | null; stdout: string; stderr: string };

/** The last lines a tool wrote on stderr, for an error message. */
const tail = (text: string) => text.trim().split('\n').slice(-3).join(' ').slice(-400);

/**
 * Backups of a PostgreSQL database with its own client tools: pg_dump's custom format, taken in a snapshot the
 * row counts are read in too, proven by pg_restore into a scratch database, and restored by psql in one
 * transaction (everything dropped and written again, or nothing).
 */
export function postgresEngine(url: string, binDir: string | null): BackupEngine {
  const toolPath = (tool: Tool) => (binDir ? path.join(binDir, tool) : tool);
  const environment = (database?: string): NodeJS.ProcessEnv => ({
    ...process.env,
    ...libpqEnvironment(database ? withDatabase(url, database) : url),
  });

  const run = (tool: Tool, args: string[], options: { database?: string } = {}) =>
    new Promise<Run>((resolve, reject) => {
      const child = spawn(toolPath(tool), args, { env: environment(options.database), stdio: 'pipe' });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + String(chunk)).slice(-65_536)));
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-65_536)));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  const serverMajor = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
      return Math.floor(Number(rows[0]?.v ?? 0) / 10000);
    } finally {
      await client.end();
    }
  };

  /** Runs work on a connection of its own to `database` (the installation's by default). */
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> => {
    const client = new pg.Client({ connectionString: database ? withDatabase(url, database) : url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const runOn =
    (client: pg.Client) =>
    async <T>(sql: string): Promise<T[]> =>
      (await client.query(sql)).rows as T[];

  return {
    kind: 'postgres',
    postgresMajor: serverMajor,
    unavailable: async () => {
      const major = await serverMajor();
      const install = `install postgresql-client-${major}${binDir ? '' : ', or set PG_BIN_DIR to the folder that holds them'}`;
      for (const tool of TOOLS) {
        const version = await run(tool, ['--version']).catch(() => null);
        const found = /\(PostgreSQL\) (\d+)/.exec(version?.stdout ?? '');
        if (!found) return `${tool} of PostgreSQL ${major} or newer is needed and was not found (${install})`;
        if (Number(found[1]) < major) {
          return `${tool} ${found[1]} cannot work with PostgreSQL ${major}: version ${major} or newer is needed (${install})`;
        }
      }
      return null;
    },
    dump: async (dir) => {
      const target = path.join(dir, 'database', DUMP_FILE);
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // The counts and pg_dump read one snapshot: this transaction exports it and stays open until pg_dump ends.
      return withClient(async (client) => {
        await client.query('begin isolation level repeatable read read only');
        const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
        const state = await databaseStateOf(runOn(client));
        const dumped = await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]?.snapshot ?? ''}`,
          `--file=${target}`,
        ]);
        await client.query('commit');
        if (dumped.code !== 0) throw new Error(`pg_dump failed: ${tail(dumped.stderr)}`);
        return state;
      });
    },
    prove: async (dir) => {
      const scratch =
        `${libpqEnvironment(url).PGDATABASE ?? 'gbo'}_proof_${randomBytes(4).toString('hex')}`.slice(-63);
      try {
        await withClient((client) => client.query(`create database "${scratch}"`));
      } catch (error) {
        throw new ProofUnavailableError(
          `not proven: the database role may not create a scratch database to restore it into (${(error as Error).message}); grant it CREATEDB`,
        );
      }
      try {
        const restored = await run(
          'pg_restore',
          [
            '--exit-on-error',
            '--no-owner',
            '--no-privileges',
            `--dbname=${scratch}`,
            path.join(dir, 'database', DUMP_FILE),
          ],
          { database: scratch },
        );
        if (restored.code !== 0)
          throw new UnusableBackupError(
            msg('backups.reason.pgRestoreFailed', { output: tail(restored.stderr) }),
          );
        return await withClient((client) => databaseStateOf(runOn(client)), scratch);
      } finally {
        await withClient((client) => client.query(`drop database if exists "${scratch}" with (force)`)).catch(
          () => undefined,
        );
      }
    },
    restore: (dir, expected) => restoreInOneTransaction(dir, expected),
    tryBackupLock: async () => {
      const client = await connected();
      const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [
        BACKUP_LOCK_KEY,
      ]);
      if (rows[0]?.held) return () => client.end().catch(() => undefined);
      await client.end().catch(() => undefined);
      return null;
    },
    claimRestore: async () => {
      const client = await connected();
      const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [
        MAINTENANCE_LOCK_KEY,
      ]);
      const release = () => client.end().catch(() => undefined);
      if (!rows[0]?.held) {
        await release();
        return null;
      }
      return {
        announce: async () => void (await client.query(`select pg_notify($1, 'on')`, [MAINTENANCE_CHANNEL])),
        release,
      };
    },
    maintenanceHeld: () =>
      withClient(async (client) => {
        const { rows } = await client.query<{ held: boolean }>(
          `select exists(select 1 from pg_locks where locktype = 'advisory' and classid = 0 and objid = $1
             and objsubid = 1 and granted) as held`,
          [MAINTENANCE_LOCK_KEY],
        );
        return rows[0]?.held === true;
      }),
  };

  /** A connection of its own, kept while a lock is held on it (the lock ends with it, even if this process dies). */
  async function connected(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  /**
   * pg_restore writes the backup as a script, which psql runs in one transaction after dropping every object
   * of the installation and before checking the counts and ending every session: a failure anywhere (a damaged
   * dump, a count that differs, the process killed) rolls it all back and the database is as it was.
   */
  async function restoreInOneTransaction(dir: string, expected: DatabaseState) {
    const script = spawn(
      toolPath('pg_restore'),
      ['--no-owner', '--no-privileges', '--file=-', path.join(dir, 'database', DUMP_FILE)],
      { env: environment(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const psql = spawn(
      toolPath('psql'),
      // Not --single-transaction: psql would COMMIT at the end of its input even if that input were cut short
      // (this process killed mid-way). The script's own COMMIT is its last line, so a script cut short ends
      // without it and the server rolls everything back when psql disconnects.
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-'],
      { env: environment(), stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    const collect = (chunk: Buffer) => (errors = (errors + String(chunk)).slice(-65_536));
    script.stderr.on('data', collect);
    psql.stderr.on('data', collect);
    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', resolve);
      });
    const [scriptCode, psqlCode] = await Promise.all([
      exited(script),
      exited(psql),
      (async () => {
        psql.stdin.write(
          'begin;\ndrop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n',
        );
        await pipeline(script.stdout, psql.stdin, { end: false });
        psql.stdin.end(`\n${checksAndSignOut(expected)}\n`);
      })().catch((error: unknown) => {
        psql.kill();
        throw error;
      }),
    ]);
    if (scriptCode !== 0 || psqlCode !== 0) {
      throw new UnusableBackupError(msg('backups.reason.databaseNotRestored', { output: tail(errors) }));
    }
  }
}

/** The statements that end a restore's transaction: each table's count checked, every session ended, commit. */
function checksAndSignOut(expected: DatabaseState): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const checks = Object.entries(expected.tables).map(([name, rows]) => {
    const [schema = '', table = ''] = name.split('.');
    const relation = `"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`;
    return `  if (select count(*) from ${relation}) <> ${rows} then raise exception 'row count of %', ${literal(name)}; end if;`;
  });
  return [
    'set search_path = public, pg_catalog;',
    `do $restore_check$ begin\n${checks.join('\n')}\nend $restore_check$;`,
    `${END_EVERY_SESSION_SQL};`,
    'commit;',
  ].join('\n');
}
