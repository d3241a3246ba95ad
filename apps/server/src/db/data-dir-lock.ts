import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on the embedded database directory.
 *
 * PGlite takes no lock of its own, and two processes on one directory corrupt it silently
 * (docs/design.md §7, stack versions and gotchas), so the server refuses to start while another live process holds the lock.
 *
 * The holder keeps the lock alive by touching its file every `refreshMs` (as proper-lockfile does); a lock not
 * touched for `staleMs` belongs to a dead process and is taken over. A pid alone cannot tell: in a container the
 * restarted server gets the same pid and host name as the one killed, or its old pid now names another process.
 * So a lock naming our own pid (which we do not hold), or a pid that is gone, is stale at once; any other lock is
 * watched until it is either touched (alive: refused) or goes stale (taken over).
 */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

export type DataDirLockOptions = {
  refreshMs?: number;
  staleMs?: number;
  /** Called when the lock file was taken from us (we stalled past staleMs): this process must stop writing. */
  onCompromised?: (error: Error) => void;
};

const heldHere = new Set<string>();

export function lockDataDir(dir: string, options: DataDirLockOptions = {}): DataDirLock {
  const refreshMs = options.refreshMs ?? 2_000;
  const staleMs = options.staleMs ?? 10_000;
  const onCompromised = options.onCompromised ?? exitOnCompromised;
  const lockPath = path.join(path.resolve(dir), 'server.lock');
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  if (heldHere.has(lockPath)) throw inUse(dir, { pid: process.pid, host: os.hostname() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && !isStale(lockPath, holder, refreshMs, staleMs)) throw inUse(dir, holder);
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    heldHere.add(lockPath);
    const heartbeat = setInterval(() => {
      let current: string | null = null;
      try {
        current = fs.readFileSync(lockPath, 'utf8');
        if (current === mine) fs.utimesSync(lockPath, new Date(), new Date());
      } catch {
        // Unreadable: judged below as lost.
      }
      if (current !== mine) {
        release();
        onCompromised(new Error(`The lock ${lockPath} was taken over by another process.`));
      }
    }, refreshMs);
    heartbeat.unref();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldHere.delete(lockPath);
      process.off('exit', release);
      try {
        if (fs.readFileSync(lockPath, 'utf8') === mine) fs.unlinkSync(lockPath);
      } catch {
        // Already gone: nothing to release.
      }
    };
    process.on('exit', release);
    return { release };
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: another process is starting on it.`);
}

type Holder = { pid: number; host: string };

function inUse(dir: string, holder: Holder) {
  return new DataDirLockedError(
    `The embedded database in ${dir} is in use by another server process (pid ${holder.pid} on ${holder.host}). ` +
      'Stop that process first, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
  );
}

/** null when the file vanished; an unreadable or half-written file names no one and is judged by its age. */
function readHolder(lockPath: string): Holder | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, host: String(parsed.host ?? '') };
  } catch {
    // fall through
  }
  return { pid: Number.NaN, host: '' };
}

function isStale(lockPath: string, holder: Holder, refreshMs: number, staleMs: number): boolean {
  if (holder.host === os.hostname() && Number.isInteger(holder.pid)) {
    // Our own pid: not held in this process (checked before), so left by an earlier life of this pid.
    if (holder.pid === process.pid || !pidExists(holder.pid)) return true;
  }
  // Another live pid, another host or no pid: alive only if the lock is still being touched.
  const first = mtimeMs(lockPath);
  if (first === null) return true;
  const deadline = Date.now() + staleMs + refreshMs;
  for (;;) {
    const now = mtimeMs(lockPath);
    if (now === null) return true;
    if (now !== first) return false;
    if (Date.now() - now > staleMs) return true;
    if (Date.now() > deadline) return true;
    sleep(Math.min(refreshMs, 250));
  }
}

function mtimeMs(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A killed process whose parent has not reaped it yet (a container whose init does not reap orphans) still
 * answers kill(pid, 0), but it is dead: Linux shows it in state Z. Elsewhere, assume it is not.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** Start-up only: the server cannot do anything useful before it holds its directory. */
function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function exitOnCompromised(error: Error) {
  console.error(`${error.message} Stopping so that two processes never write one database.`);
  process.exit(1);
}
