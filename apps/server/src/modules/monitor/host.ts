import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MonitorDisk, MonitorHost } from '@gbo/contracts';

/**
 * Free space where a directory is: the directory itself, or (not created yet, as BACKUP_DIR before the first
 * backup) its nearest existing parent; null figures when none can be read.
 */
export async function diskOf(kind: MonitorDisk['kind'], dir: string): Promise<MonitorDisk> {
  let candidate = path.resolve(dir);
  for (;;) {
    try {
      const stats = await fs.statfs(candidate);
      return {
        kind,
        path: dir,
        measuredPath: candidate,
        freeBytes: stats.bavail * stats.bsize,
        totalBytes: stats.blocks * stats.bsize,
      };
    } catch (error) {
      const parent = path.dirname(candidate);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === candidate) {
        return { kind, path: dir, measuredPath: null, freeBytes: null, totalBytes: null };
      }
      candidate = parent;
    }
  }
}

/** The machine this process runs on: its load, memory, and the disks of the data and backup directories. */
export async function hostFigures(dirs: { dataDir: string; backupDir: string }): Promise<MonitorHost> {
  return {
    hostname: os.hostname(),
    platform: `${os.type()} ${os.release()} (${os.arch()})`,
    cpus: os.availableParallelism(),
    loadAvg: os.loadavg().map((load) => Math.round(load * 100) / 100),
    totalMemBytes: os.totalmem(),
    freeMemBytes: os.freemem(),
    disks: await Promise.all([diskOf('data', dirs.dataDir), diskOf('backups', dirs.backupDir)]),
  };
}
