import { type Backup, BACKUP_EXTENSION, BACKUP_UPLOAD_MAX_BYTES } from '@gbo/contracts';

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
