import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_EXTENSION, BACKUP_ID, type Backup, backupSchema } from '@gbo/contracts';
import { z } from 'zod';

/**
 * The backups kept in BACKUP_DIR: each a file `<id>.tar.gz` with a record `<id>.json` beside it. They live in
 * files, not in the database, so that restoring a backup does not take the list back to that backup's time.
 */
const recordSchema = backupSchema.extend({
  /** The process writing it while it runs: a record left `running` by a process that is gone has failed. */
  host: z.string(),
  pid: z.number().int(),
});
type BackupRecord = z.infer<typeof recordSchema>;

export type BackupStore = ReturnType<typeof backupStore>;

/** A backup's id from its time: `backup-2026-12-03T02-00-00Z`, with `-1`, `-2`… when that second is taken. */
function idAt(time: Date, taken: (id: string) => boolean): string {
  const base = `backup-${time.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
  for (let n = 0; ; n++) {
    const id = n === 0 ? base : `${base}-${n}`;
    if (!taken(id)) return id;
  }
}

/** Whether a process of this machine is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function backupStore(dir: string) {
  const recordPath = (id: string) => path.join(dir, `${id}.json`);
  const filePath = (id: string) => path.join(dir, `${id}${BACKUP_EXTENSION}`);

  const ensure = () => fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

  /** Writes a record whole or not at all (another process may be reading the list). */
  const save = (record: BackupRecord) => {
    ensure();
    const temporary = `${recordPath(record.id)}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(record, null, 2), { mode: 0o600 });
    fs.renameSync(temporary, recordPath(record.id));
  };

  const read = (id: string): BackupRecord | null => {
    try {
      const parsed = recordSchema.safeParse(JSON.parse(fs.readFileSync(recordPath(id), 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  /**
   * A record as the API shows it: one left running by a process of this machine that has gone has failed, and
   * so has a finished one whose file is gone or is no longer the size it was made (cut short on a copy, say).
   */
  const shown = (record: BackupRecord): Backup => {
    const { host, pid, ...backup } = record;
    if (backup.status === 'running') {
      return host === os.hostname() && !alive(pid)
        ? { ...backup, status: 'failed', error: 'the server stopped while it was being made' }
        : backup;
    }
    const size = fs.statSync(filePath(backup.id), { throwIfNoEntry: false })?.size;
    if (backup.sha256 !== null && size !== backup.sizeBytes) {
      const error =
        size === undefined
          ? 'its file is missing from the backup folder'
          : `its file is ${size} bytes, not the ${backup.sizeBytes} it was made: it was changed or cut short`;
      return { ...backup, status: 'failed', error };
    }
    return backup;
  };

  return {
    dir,
    filePath,
    /** Every backup kept, newest first. */
    list(): Backup[] {
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json') && BACKUP_ID.test(name.slice(0, -5)))
        .map((name) => read(name.slice(0, -5)))
        .filter((record): record is BackupRecord => record !== null)
        .map(shown)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },
    get(id: string): Backup | null {
      const record = read(id);
      return record && shown(record);
    },
    /** A new running backup's record, under a fresh id. */
    begin(kind: Backup['kind'], now = new Date()): Backup {
      ensure();
      const id = idAt(now, (candidate) => fs.existsSync(recordPath(candidate)));
      const backup: Backup = {
        id,
        fileName: `${id}${BACKUP_EXTENSION}`,
        createdAt: now.toISOString(),
        sizeBytes: 0,
        sha256: null,
        kind,
        status: 'running',
      };
      save({ ...backup, host: os.hostname(), pid: process.pid });
      return backup;
    },
    update(backup: Backup): void {
      save({ ...backup, host: os.hostname(), pid: process.pid });
    },
    remove(id: string): void {
      fs.rmSync(filePath(id), { force: true });
      fs.rmSync(`${filePath(id)}.partial`, { force: true });
      fs.rmSync(workDir(dir, id), { recursive: true, force: true });
      fs.rmSync(recordPath(id), { force: true });
    },
    /** A folder of its own for the work on one backup (its dump, its proof), inside BACKUP_DIR. */
    workDir: (id: string) => workDir(dir, id),
  };
}

const workDir = (dir: string, id: string) => path.join(dir, `.work-${id}`);
