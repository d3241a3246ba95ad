import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on the embedded database directory.
 *
 * PGlite takes no lock of its own, and two processes on one directory corrupt it silently
 * (DESIGN.md §7, stack versions and gotchas), so the server refuses to start while another live process holds the lock.
 * A lock left by a process that died (kill -9, crash) is taken over.
 */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

export function lockDataDir(dir: string): DataDirLock {
  const lockPath = path.join(dir, 'server.lock');
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === mine) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another server process (pid ${holder.pid} on ${holder.host}). ` +
            'Stop that process first, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: another process is starting on it.`);
}

type Holder = { pid: number; host: string };

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host ?? '') } : null;
  } catch {
    return null; // unreadable or half-written: treat as stale
  }
}

function isAlive(holder: Holder): boolean {
  // A lock taken on another host (shared disk) cannot be checked from here: respect it.
  if (holder.host && holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
