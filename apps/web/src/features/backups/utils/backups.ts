import { type Backup, BACKUP_EXTENSION, BACKUP_UPLOAD_MAX_BYTES } from '@gbo/contracts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file's size as people read it: 512 B, 6.0 MB, 1.2 GB (powers of 1024, one decimal from KB up). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would read "1024.0 KB": the next unit up instead.
  if (unit > 0 && unit < UNITS.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** A SHA-256 short enough for a column: its first and last characters. */
export function shortHash(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-6)}` : sha256;
}

/** Whether any backup is still being written or proven: the list is asked for again until none is. */
export const anyRunning = (backups: readonly Pick<Backup, 'status'>[] | undefined) =>
  backups?.some((backup) => backup.status === 'running') ?? false;

/** A backup may be restored once it has finished: verified, or failed after its file was written. */
export const mayRestore = (backup: Pick<Backup, 'status' | 'sha256'>) =>
  backup.status === 'verified' || (backup.status === 'failed' && backup.sha256 !== null);

/** The restore's fields, as the dialog holds them. */
export interface RestoreFields {
  password: string;
  confirm: string;
}

/** The Restore button waits for a password and the file's name typed exactly (spaces around it aside). */
export const readyToRestore = ({ password, confirm }: RestoreFields, fileName: string) =>
  password.length > 0 && confirm.trim() === fileName;

/** Why a chosen file cannot be restored from, before it is sent: not a backup's archive, or too large. */
export function backupFileProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | undefined {
  if (!file.name.toLowerCase().endsWith(BACKUP_EXTENSION)) return 'type';
  if (file.size > BACKUP_UPLOAD_MAX_BYTES) return 'size';
  return undefined;
}

/** An upload's progress in whole percent, or undefined while its total is unknown. */
export function uploadPercent(loaded: number, total: number | undefined): number | undefined {
  if (!total) return undefined;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
