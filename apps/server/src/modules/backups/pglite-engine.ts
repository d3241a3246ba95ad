import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { msg } from '../../lib/messages';
import { END_EVERY_SESSION_SQL } from '../auth';
import { databaseStateOf, stateDifference } from './database-state';
import type { BackupEngine } from './engine';
import { UnusableBackupError } from './archive';

/** The embedded database's folder inside DATA_DIR (db/client.ts opens it there). */
const PGDATA = 'pglite';
/** Where a restored copy waits, whole and checked, for the server to swap it in at its next start. */
export const RESTORE_READY = 'restore-ready';
const RESTORE_PREVIOUS = 'restore-previous';
/** Where a restore unpacks a backup: inside DATA_DIR, so that the checked copy is moved in by a rename. */
export const RESTORE_WORK = 'restore-work';

const runOn =
  (client: Pick<PGlite, 'query'>) =>
  async <T>(sql: string): Promise<T[]> =>
    (await client.query<T>(sql)).rows;

/** Opens a copy of the embedded database in `folder`, runs `work` on it and closes it. */
async function withCopy<T>(folder: string, work: (copy: PGlite) => Promise<T>): Promise<T> {
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new UnusableBackupError(msg('backups.reason.noEmbeddedDatabase'));
  }
  const copy = await PGlite.create(folder);
  try {
    return await work(copy);
  } finally {
    await copy.close();
  }
}

/**
 * Backups of the embedded database: its folder copied while no statement runs (PGlite runs one at a time), so
 * the copy is what a crash at that instant would leave, which PostgreSQL's recovery makes whole on opening.
 */
/**
 * One process owns the embedded database, so its locks are this process's: kept here, not in the engine, so
 * that they outlive the server restarting in its process (a backup still running, a restore's claim).
 */
const held = { backingUp: new Set<string>(), restoring: new Set<string>() };

/** A process-wide lock of the embedded database's folder; null when it is taken. */
function take(set: Set<string>, key: string): (() => Promise<void>) | null {
  if (set.has(key)) return null;
  set.add(key);
  return async () => void set.delete(key);
}

export function pgliteEngine(client: PGlite, dataDir: string | null): BackupEngine {
  const key = dataDir ?? 'memory';
  return {
    kind: 'pglite',
    unavailable: async () =>
      dataDir ? null : 'the embedded database is held in memory here, so there is no folder to back up',
    postgresMajor: async () => {
      const [row] = await runOn(client)<{ v: string }>(`select current_setting('server_version_num') as v`);
      return Math.floor(Number(row?.v ?? 0) / 10000);
    },
    dump: async (dir) => {
      if (!dataDir) throw new Error('no data directory');
      // Written-out pages leave less to recover; the copy is consistent without it (its WAL is copied too).
      await client.exec('checkpoint');
      const target = path.join(dir, 'database', PGDATA);
      // The transaction holds PGlite's queue: no other statement runs until the folder is copied.
      return client.transaction(async (tx) => {
        const state = await databaseStateOf(runOn(tx));
        await fs.promises.cp(path.join(dataDir, PGDATA), target, { recursive: true });
        return state;
      });
    },
    prove: (dir) => withCopy(path.join(dir, 'database', PGDATA), (copy) => databaseStateOf(runOn(copy))),
    tryBackupLock: async () => take(held.backingUp, key),
    claimRestore: async () => {
      const release = take(held.restoring, key);
      return release && { announce: async () => undefined, release };
    },
    maintenanceHeld: async () => false,
    restore: async (dir, expected) => {
      if (!dataDir) throw new Error('no data directory');
      const folder = path.join(dir, 'database', PGDATA);
      await withCopy(folder, async (copy) => {
        const difference = stateDifference(expected, await databaseStateOf(runOn(copy)));
        if (difference) throw new UnusableBackupError(msg('backups.reason.stateDiffers', { difference }));
        await copy.exec(END_EVERY_SESSION_SQL);
      });
      // The commit point: once the checked copy is in restore-ready, the next start swaps it in.
      const ready = path.join(dataDir, RESTORE_READY);
      await fs.promises.rm(ready, { recursive: true, force: true });
      await fs.promises.mkdir(ready, { mode: 0o700 });
      await fs.promises.rename(folder, path.join(ready, PGDATA));
    },
  };
}

/**
 * At start, before the embedded database opens: swaps in a restored copy left ready by a restore, and clears
 * what an interrupted one left. Each step is a rename, and a start after a crash at any step finishes the
 * swap, so the server comes back on the old data (no copy was ready) or the restored data, never a mix.
 */
export function finishRestore(dataDir: string): 'restored' | 'none' {
  const live = path.join(dataDir, PGDATA);
  const ready = path.join(dataDir, RESTORE_READY, PGDATA);
  const previous = path.join(dataDir, RESTORE_PREVIOUS);
  let restored: 'restored' | 'none' = 'none';
  if (fs.existsSync(ready)) {
    if (fs.existsSync(live)) {
      fs.rmSync(previous, { recursive: true, force: true });
      fs.mkdirSync(previous, { mode: 0o700 });
      fs.renameSync(live, path.join(previous, PGDATA));
    }
    fs.renameSync(ready, live);
    restored = 'restored';
  }
  for (const leftover of [RESTORE_READY, RESTORE_PREVIOUS, RESTORE_WORK]) {
    fs.rmSync(path.join(dataDir, leftover), { recursive: true, force: true });
  }
  return restored;
}
