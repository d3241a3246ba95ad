import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION, type Backup, type BackupList, type RestoreStarted } from '@gbo/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { AuditEntry } from '../audit';
import { badRequest, conflict, HttpError, msg, notFound } from '../../lib/http-error';
import type { Maintenance } from '../../lib/maintenance';
import type { Message } from '../../lib/messages';
import { extractArchive, filesUnder, sha256Of, UnusableBackupError, writeArchive } from './archive';
import { knownMigrations, stateDifference } from './database-state';
import { type BackupEngine, ProofUnavailableError } from './engine';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import { watchMaintenance } from './maintenance-watch';
import { RESTORE_WORK } from './pglite-engine';
import type { ListenHandlers } from '../../db/client';
import { type Clock, type DailyTime, scheduleDaily } from './schedule';
import { backupStore } from './store';

export const BACKUP_MESSAGES = {
  unavailable: (reason: string) => msg('backups.unavailable', { reason }),
  busy: msg('backups.busy'),
  noSuchBackup: (id: string) => msg('backups.noSuchBackup', { id }),
  stillRunning: (id: string) => msg('backups.stillRunning', { id }),
  wrongPassword: msg('backups.wrongPassword'),
  confirmMismatch: (fileName: string) => msg('backups.confirmMismatch', { fileName }),
  unusable: (reason: Message) => msg('backups.unusable', { reason }),
  restoring: msg('backups.restoring'),
};

export type BackupServiceDeps = {
  /** The handle the audit log is written through. */
  db: Db;
  engine: BackupEngine;
  dataDir: string;
  settings: { dir: string; schedule: DailyTime | null; keep: number };
  avatarDir: string;
  maintenance: Maintenance;
  /**
   * Restarts the server in this process (server.ts): everything read at start is read again from the restored
   * data. Null where the app runs without the server around it (tests of the routes): restores are refused.
   */
  restart: (() => void) | null;
  users: { isOwnPassword(userId: number, password: string): Promise<boolean> };
  /** The sign-in limits (the auth module's), which a restore's password check is counted under. */
  attempts: {
    count(attempt: { ip: string; mobile: string }): Promise<{ mobileCounted: boolean }>;
    forgive(attempt: { ip: string; mobile: string }, mobileCounted: boolean): Promise<void>;
  };
  logs: { record(on: DbOrTx, entry: AuditEntry): Promise<void> };
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  clock?: Clock;
};

/** Where a restored backup's audit entry waits for the restarted server to write it into the restored log. */
const RESTORE_DONE = 'restore-done.json';

/** A restore's source: a kept backup, or a file the operator uploaded (already saved to `file`). */
export type RestoreSource = { kept: string } | { file: string; fileName: string };

/** Who asked for a restore, and from where, for its line in the platform's log. */
export type RestoreRequest = {
  auth: AuthContext;
  password: string;
  confirm: string;
  ip: string;
  browser: string;
  /** The password was checked already (an upload's, before its file was received). */
  passwordChecked?: boolean;
};

export function createBackupService(deps: BackupServiceDeps) {
  const { engine, settings, maintenance, log } = deps;
  const store = backupStore(settings.dir);
  /**
   * Releases what a restore holds (its claim, which keeps the other processes in maintenance, and the backup
   * lock): held from a restore's start until the server closes to restart, or the restore fails.
   */
  let releaseRestore: () => Promise<void> = async () => undefined;
  /** The backup being made by this process, for tests and a clean stop. */
  let making: Promise<void> = Promise.resolve();

  async function list(): Promise<BackupList> {
    const content = store.list();
    const newestDone = content.find((backup) => backup.status !== 'running');
    return {
      content,
      totalElements: content.length,
      settings: {
        schedule: settings.schedule
          ? `${String(settings.schedule.hour).padStart(2, '0')}:${String(settings.schedule.minute).padStart(2, '0')}`
          : null,
        keep: settings.keep,
        dir: settings.dir,
        engine: engine.kind,
        unavailable: await engine.unavailable(),
        lastFailure: newestDone?.status === 'failed' ? (newestDone.error ?? null) : null,
      },
    };
  }

  /**
   * Starts a backup and answers it as running; it is written, then proven, in the background. Refused while
   * another is being made (by any server process).
   */
  async function start(kind: Backup['kind']): Promise<Backup> {
    const unavailable = await engine.unavailable();
    if (unavailable) throw conflict(BACKUP_MESSAGES.unavailable(unavailable));
    const release = await engine.tryBackupLock();
    if (!release) throw conflict(BACKUP_MESSAGES.busy);
    const backup = store.begin(kind, deps.clock?.now() ?? new Date());
    making = make(backup).finally(release);
    return backup;
  }

  /** Writes the backup, proves it, and removes the oldest beyond BACKUP_KEEP; a failure is on its record and in the log. */
  async function make(backup: Backup): Promise<void> {
    const work = store.workDir(backup.id);
    const file = store.filePath(backup.id);
    let current = backup;
    try {
      await fs.promises.rm(work, { recursive: true, force: true });
      await fs.promises.mkdir(work, { recursive: true, mode: 0o700 });
      const state = await engine.dump(work);
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        product: 'garment-back-office',
        appVersion: APP_VERSION,
        createdAt: backup.createdAt,
        engine: engine.kind,
        postgresMajor: await engine.postgresMajor(),
        state,
      };
      const files = [
        ...filesUnder(path.join(work, 'database'), 'database/'),
        ...filesUnder(deps.avatarDir, 'avatars/'),
      ];
      await writeArchive(`${file}.partial`, manifest, files);
      await fs.promises.rename(`${file}.partial`, file);
      const [sha256, { size }] = await Promise.all([sha256Of(file), fs.promises.stat(file)]);
      current = { ...current, sha256, sizeBytes: size };
      store.update(current);
      // The proof reads the file as a restore would, into a scratch database.
      await fs.promises.rm(work, { recursive: true, force: true });
      const recorded = await extractArchive(file, work);
      const difference = stateDifference(recorded.state, await engine.prove(work));
      current = difference
        ? { ...current, status: 'failed', error: `the restored copy differs: ${difference}` }
        : { ...current, status: 'verified' };
    } catch (error) {
      const reason =
        error instanceof ProofUnavailableError || error instanceof UnusableBackupError
          ? error.message
          : `it could not be made: ${(error as Error).message}`;
      current = { ...current, status: 'failed', error: reason.slice(0, 1000) };
    } finally {
      await fs.promises.rm(work, { recursive: true, force: true });
      await fs.promises.rm(`${file}.partial`, { force: true });
    }
    store.update(current);
    if (current.status === 'failed')
      log.error({ backup: current.id, reason: current.error }, 'backup failed');
    else log.info({ backup: current.id, sizeBytes: current.sizeBytes }, 'backup made and proven');
    prune();
  }

  /** Removes the oldest finished backups beyond BACKUP_KEEP. */
  function prune() {
    const finished = store.list().filter((backup) => backup.status !== 'running');
    for (const old of finished.slice(settings.keep)) store.remove(old.id);
  }

  function kept(id: string): Backup {
    const backup = store.get(id);
    if (!backup) throw notFound(BACKUP_MESSAGES.noSuchBackup(id));
    if (backup.status === 'running') throw conflict(BACKUP_MESSAGES.stillRunning(id));
    return backup;
  }

  /** The newest finished backup, for the server monitor: a failure shows there too. */
  function newest(): {
    fileName: string;
    createdAt: string;
    status: 'verified' | 'failed';
    error: string | null;
  } | null {
    const backup = store.list().find((each) => each.status !== 'running');
    if (!backup || backup.status === 'running') return null;
    return {
      fileName: backup.fileName,
      createdAt: backup.createdAt,
      status: backup.status,
      error: backup.error ?? null,
    };
  }

  /** A finished backup's file, to download. */
  function download(id: string): { file: string; backup: Backup } {
    return { file: store.filePath(kept(id).id), backup: kept(id) };
  }

  function remove(id: string): void {
    store.remove(kept(id).id);
  }

  /** Refuses a backup this installation cannot restore (before anything of it is unpacked further). */
  const restorable = (major: number) => (manifest: Manifest) => {
    if (manifest.engine !== engine.kind) {
      // Two engines: a backup of the one is refused on the other.
      const elsewhere = {
        pglite: msg('backups.reason.pgliteOnPostgres'),
        postgres: msg('backups.reason.postgresOnPglite'),
      };
      throw new UnusableBackupError(elsewhere[manifest.engine]);
    }
    if (manifest.postgresMajor > major) {
      throw new UnusableBackupError(
        msg('backups.reason.newerPostgres', { made: manifest.postgresMajor, major }),
      );
    }
    const known = knownMigrations();
    if (manifest.state.migrations.count > known.count || manifest.state.migrations.last > known.last) {
      throw new UnusableBackupError(
        msg('backups.reason.newerVersion', {
          version: manifest.appVersion,
          level: manifest.state.migrations.count,
          known: known.count,
        }),
      );
    }
  };

  /**
   * Restores a backup over the whole installation: checked whole first (checksums, engine, version), then in
   * maintenance (every other request answers 503) made the installation's data all at once, every session
   * ended, and the server restarted on it; the restart migrates an older backup forward. Answers once the
   * backup is being restored; the server comes back on its own.
   */
  async function restore(source: RestoreSource, request: RestoreRequest): Promise<RestoreStarted> {
    const started = Date.now();
    const fileName = 'kept' in source ? (store.get(source.kept)?.fileName ?? source.kept) : source.fileName;
    const answer = await audited(request, fileName, () => restoreChecked(source, request));
    // Written into the restored log by the restarted server (auditPending), with the backup's time.
    const entry = auditEntry(request, fileName, 202, Date.now() - started, null);
    entry.description = `Restore backup ${fileName} (made ${answer.createdAt})`.slice(0, 255);
    await fs.promises.writeFile(path.join(deps.dataDir, RESTORE_DONE), JSON.stringify(entry), {
      mode: 0o600,
    });
    return answer;
  }

  /**
   * Checks the operator's own password, counted as a sign-in attempt of their account from this address: the
   * same limits hold (a stolen session cannot guess the password at the hashing's speed).
   */
  async function checkPassword(request: Pick<RestoreRequest, 'auth' | 'password' | 'ip'>): Promise<void> {
    const attempt = { ip: request.ip, mobile: `user${request.auth.userId}` };
    const { mobileCounted } = await deps.attempts.count(attempt);
    if (!(await deps.users.isOwnPassword(request.auth.userId, request.password))) {
      throw badRequest(BACKUP_MESSAGES.wrongPassword);
    }
    await deps.attempts.forgive(attempt, mobileCounted);
  }

  /** An upload's password and name, checked before its file is received (a wrong one is not written to disk). */
  async function checkUpload(request: RestoreRequest, fileName: string): Promise<void> {
    await audited(request, fileName, async () => {
      await checkPassword(request);
      if (request.confirm !== fileName) throw badRequest(BACKUP_MESSAGES.confirmMismatch(fileName));
    });
  }

  /** Runs a restore's step; a refusal is written into the platform's log (a wrong password, a damaged file). */
  async function audited<T>(request: RestoreRequest, fileName: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work();
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      await deps.logs
        .record(
          deps.db,
          auditEntry(request, fileName, status, Date.now() - started, (error as Error).message),
        )
        .catch((failure: unknown) => log.error({ err: failure }, 'could not write the audit log'));
      throw error;
    }
  }

  async function restoreChecked(source: RestoreSource, request: RestoreRequest): Promise<RestoreStarted> {
    if (!request.passwordChecked) await checkPassword(request);
    if (!deps.restart)
      throw conflict(BACKUP_MESSAGES.unavailable('this server runs without its process around it'));
    const backup = 'kept' in source ? kept(source.kept) : null;
    const fileName = backup?.fileName ?? ('fileName' in source ? source.fileName : '');
    if (request.confirm !== fileName) throw badRequest(BACKUP_MESSAGES.confirmMismatch(fileName));
    const unavailable = await engine.unavailable();
    if (unavailable) throw conflict(BACKUP_MESSAGES.unavailable(unavailable));
    // One restore in the installation, and none while a backup is being made (in any server process).
    const claim = await engine.claimRestore();
    if (!claim) throw conflict(BACKUP_MESSAGES.restoring);
    const releaseBackups = await engine.tryBackupLock();
    if (!releaseBackups) {
      await claim.release();
      throw conflict(BACKUP_MESSAGES.busy);
    }
    releaseRestore = async () => {
      await claim.release();
      await releaseBackups();
    };
    const file = backup ? store.filePath(backup.id) : 'file' in source ? source.file : '';
    // The embedded database's copy is unpacked beside it, to be moved in by a rename.
    const work = engine.kind === 'pglite' ? path.join(deps.dataDir, RESTORE_WORK) : store.workDir('restore');
    try {
      if (backup && backup.sha256 !== (await sha256Of(file))) {
        throw new UnusableBackupError(msg('backups.reason.fileChanged'));
      }
      await fs.promises.rm(work, { recursive: true, force: true });
      const manifest = await extractArchive(file, work, restorable(await engine.postgresMajor()));
      // Added beside the avatars there are (none is overwritten): harmless if the restore then fails.
      await restoreAvatars(path.join(work, 'avatars'));
      maintenance.enter();
      await claim.announce();
      // All or nothing: once this has returned, the restored data are the installation's.
      await engine.restore(work, manifest.state);
      log.info({ fileName, createdAt: manifest.createdAt }, 'backup restored: the server restarts on it');
      return { restoring: true, fileName, createdAt: manifest.createdAt };
    } catch (error) {
      maintenance.leave();
      await releaseRestore();
      releaseRestore = async () => undefined;
      const reason =
        error instanceof UnusableBackupError
          ? error.reason
          : msg('backups.reason.failed', { detail: (error as Error).message });
      throw badRequest(BACKUP_MESSAGES.unusable(reason));
    } finally {
      await fs.promises.rm(work, { recursive: true, force: true });
    }
  }

  /** The backup's avatars, beside the ones there are now (each has a name of its own: none is overwritten). */
  async function restoreAvatars(from: string) {
    if (!fs.existsSync(from)) return;
    await fs.promises.mkdir(deps.avatarDir, { recursive: true, mode: 0o700 });
    for (const name of await fs.promises.readdir(from)) {
      await fs.promises
        .copyFile(path.join(from, name), path.join(deps.avatarDir, name))
        .catch(() => undefined);
    }
  }

  function auditEntry(
    request: RestoreRequest,
    fileName: string,
    statusCode: number,
    durationMs: number,
    failure: string | null,
  ): AuditEntry {
    return {
      factoryId: request.auth.factoryId,
      userId: request.auth.userId,
      description: `Restore backup ${fileName}`.slice(0, 255),
      method: 'POST',
      path: '/api/backups/restore',
      params: { confirm: request.confirm },
      ip: request.ip,
      browser: request.browser,
      statusCode,
      durationMs,
      exceptionDetail: failure,
      platform: true,
    };
  }

  /** After a restart on restored data: the restore's line, written into the restored platform log. */
  async function auditPending(): Promise<void> {
    const pending = path.join(deps.dataDir, RESTORE_DONE);
    if (!fs.existsSync(pending)) return;
    try {
      const entry = JSON.parse(await fs.promises.readFile(pending, 'utf8')) as AuditEntry;
      await deps.logs.record(deps.db, entry);
    } catch (error) {
      log.error({ err: error }, 'could not write the restore into the audit log');
    }
    await fs.promises.rm(pending, { force: true });
  }

  /** Starts the daily backup (BACKUP_SCHEDULE); answers the stop. */
  function startSchedule(): () => void {
    if (!settings.schedule) return () => undefined;
    const schedule = scheduleDaily(settings.schedule, runScheduled, deps.clock);
    return () => schedule.stop();
  }

  /** The scheduled backup: skipped (not failed) when another process is making one. */
  async function runScheduled(): Promise<void> {
    try {
      await start('scheduled');
      await making;
    } catch (error) {
      log.error({ err: error }, 'the scheduled backup could not start');
    }
  }

  return {
    list,
    newest,
    start,
    download,
    remove,
    restore,
    auditPending,
    /** The restore has been answered: the server restarts on the restored data. */
    restarting: () => deps.restart?.(),
    startSchedule,
    runScheduled,
    /**
     * On PostgreSQL, where another server process may restore: follows its maintenance (maintenance-watch.ts).
     * Answers the stop.
     */
    watchOtherProcesses: async (
      listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>,
    ): Promise<() => Promise<void>> =>
      deps.restart && engine.kind === 'postgres'
        ? watchMaintenance(listen, engine, maintenance, deps.restart, log)
        : async () => undefined,
    /** The server closes: a restore's maintenance announcement ends with it (the other processes restart). */
    close: () => releaseRestore(),
    checkUpload,
    /** Resolves once the backup this process is making has finished (tests; a clean stop). */
    settled: () => making,
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
