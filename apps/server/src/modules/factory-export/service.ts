import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FACTORY_EXPORT_AREAS,
  FACTORY_EXPORT_FILES_KEPT,
  type FactoryExport,
  type FactoryExportArea,
  type MessageLocale,
} from '@gbo/contracts';
import { type Archiver, type EntryData, ZipArchive } from 'archiver';
import { type Db, runDetached } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, msg, notFound } from '../../lib/http-error';
import type { XlsxBookOptions } from '../../lib/xlsx';
import type { UserService } from '../users';
import * as repo from './repository';

export const FACTORY_EXPORT_MESSAGES = {
  busy: msg('factoryExport.busy'),
  notFound: (id: number) => msg('factoryExport.notFound', { id }),
  noFile: (id: number) => msg('factoryExport.noFile', { id }),
};

/** An area's workbook of everything of the caller's factory (its owner module's). */
export type AreaWorkbook = (auth: AuthContext, options: XlsxBookOptions) => Promise<Readable> | Readable;

export type FactoryExportServiceDeps = {
  db: Db;
  /** DATA_DIR: the files are written under its `exports/<factory id>/`. */
  dataDir: string;
  /** Each area's workbook, from the module that owns its tables. */
  areas: Record<FactoryExportArea, AreaWorkbook>;
  /** Who asked is named as the audit log names them. */
  users: Pick<UserService, 'label'>;
  log: { error(object: object, message: string): void };
  /** How often a running export writes its progress and heartbeat. */
  reportEveryMs?: number;
};

/** How many of a factory's exports the list shows. */
const LISTED = 10;

/**
 * A factory's own data as it leaves (docs/design.md §15): a zip of one workbook per area, written in the
 * background while the list shows its progress. The workbooks stream their rows in keyset batches and the zip
 * streams to disk, so memory stays flat however many scans the factory has.
 */
export function createFactoryExportService(deps: FactoryExportServiceDeps) {
  const { db, areas, log } = deps;
  const reportEveryMs = deps.reportEveryMs ?? 2000;
  const root = path.join(deps.dataDir, 'exports');
  const dirOf = (factoryId: number) => path.join(root, String(factoryId));
  /** The exports this process is writing, each with the signal that stops it when the server closes. */
  const running = new Map<number, { stop: AbortController; done: Promise<void> }>();

  const toExport = (row: repo.ExportRow): FactoryExport => ({
    id: row.id,
    status: row.status as FactoryExport['status'],
    area: row.area as FactoryExportArea | null,
    areasDone: row.areasDone,
    rows: row.rowsWritten,
    sizeBytes: row.sizeBytes,
    fileName: row.fileName,
    error: row.error as FactoryExport['error'],
    createdBy: row.requestedBy,
    createdAt: row.createTime.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });

  async function list(auth: AuthContext): Promise<FactoryExport[]> {
    await repo.failStale(db, auth.factoryId, 'interrupted');
    return (await repo.findLatest(db, auth.factoryId, LISTED)).map(toExport);
  }

  /**
   * Starts an export of the caller's factory; 409 while one is being made (by any server process). Its
   * workbooks are written in `locale`, the starter's language: no reader's request is there when they are.
   */
  async function start(auth: AuthContext, locale: MessageLocale = 'en'): Promise<FactoryExport> {
    await repo.failStale(db, auth.factoryId, 'interrupted');
    const row = await repo.begin(db, auth.factoryId, await deps.users.label(auth.userId));
    if (!row) throw conflict(FACTORY_EXPORT_MESSAGES.busy);
    const stop = new AbortController();
    // Detached from the request: the export goes on after the answer, in no transaction of the request's.
    const done = runDetached(() => make(auth, row.id, locale, stop.signal)).finally(() =>
      running.delete(row.id),
    );
    running.set(row.id, { stop, done });
    return toExport(row);
  }

  /** Writes the zip, area by area, reporting progress; the file appears under its name only when whole. */
  async function make(
    auth: AuthContext,
    id: number,
    locale: MessageLocale,
    signal: AbortSignal,
  ): Promise<void> {
    const dir = dirOf(auth.factoryId);
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    const fileName = `factory-${auth.factoryId}-data-${stamp}-${id}.zip`;
    const partial = path.join(dir, `${fileName}.part`);
    const progress: repo.Progress = { area: null, areasDone: 0, rowsWritten: 0 };
    let reporting = Promise.resolve();
    const report = () => {
      reporting = reporting
        .then(() => repo.report(db, auth.factoryId, id, { ...progress }))
        .catch((error: unknown) => log.error({ err: error, exportId: id }, 'could not report an export'));
    };
    const heartbeat = setInterval(report, reportEveryMs);
    let zip: Archiver | undefined;
    try {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      // A `.part` here is an export whose process died while writing it: this one is the factory's only
      // running export (the partial unique index), so no other process is writing there.
      for (const name of await fs.promises.readdir(dir)) {
        if (name.endsWith('.part')) await fs.promises.rm(path.join(dir, name), { force: true });
      }
      zip = new ZipArchive();
      const written = pipeline(zip, fs.createWriteStream(partial, { mode: 0o600 }));
      written.catch(() => undefined);
      for (const area of FACTORY_EXPORT_AREAS) {
        if (signal.aborted) throw signal.reason;
        progress.area = area;
        report();
        const before = progress.rowsWritten;
        const workbook = await areas[area](auth, {
          locale,
          onRows: (count) => {
            // Thrown into the workbook's writer: it stops reading rows and fails its stream.
            if (signal.aborted) throw signal.reason;
            progress.rowsWritten = before + count;
          },
        });
        // An xlsx file is compressed already: stored as it is, the zip costs no second compression.
        await appended(zip, workbook, `${area}.xlsx`);
        progress.areasDone += 1;
      }
      progress.area = null;
      await zip.finalize();
      await written;
      const { size } = await fs.promises.stat(partial);
      await fs.promises.rename(partial, path.join(dir, fileName));
      clearInterval(heartbeat);
      await reporting;
      await repo.finish(db, auth.factoryId, id, { status: 'done', fileName, sizeBytes: size, ...progress });
      for (const old of await repo.releaseOldFiles(db, auth.factoryId, FACTORY_EXPORT_FILES_KEPT)) {
        await fs.promises.rm(path.join(dir, old), { force: true });
      }
    } catch (error) {
      zip?.abort();
      clearInterval(heartbeat);
      await reporting;
      if (!signal.aborted) log.error({ err: error, exportId: id }, 'a factory data export failed');
      await fs.promises.rm(partial, { force: true });
      await repo
        .finish(db, auth.factoryId, id, {
          status: 'failed',
          error: signal.aborted ? 'interrupted' : 'failed',
        })
        .catch((failure: unknown) => log.error({ err: failure, exportId: id }, 'could not end an export'));
    }
  }

  /** The export's file, for a download: 404 for another factory's export or one without a file. */
  async function download(auth: AuthContext, id: number): Promise<{ file: string; fileName: string }> {
    const row = await repo.findExport(db, auth.factoryId, id);
    if (!row) throw notFound(FACTORY_EXPORT_MESSAGES.notFound(id));
    const file = row.fileName && path.join(dirOf(auth.factoryId), row.fileName);
    if (!row.fileName || !file || !fs.existsSync(file)) throw notFound(FACTORY_EXPORT_MESSAGES.noFile(id));
    return { file, fileName: row.fileName };
  }

  /** Stops this process's running exports (the server is closing): each is recorded as interrupted. */
  async function close(): Promise<void> {
    const jobs = [...running.values()];
    for (const job of jobs) job.stop.abort(new Error('the server is stopping'));
    await Promise.all(jobs.map((job) => job.done));
  }

  /** Settles once this process's running exports have ended (tests wait on it). */
  async function settled(): Promise<void> {
    await Promise.all([...running.values()].map((job) => job.done));
  }

  return { list, start, download, close, settled };
}

/** Appends a workbook to the zip and waits until it is written there, or fails with it. */
function appended(zip: Archiver, workbook: Readable, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const entry = (data: EntryData) => {
      if (data.name !== name) return;
      cleanup();
      resolve();
    };
    const cleanup = () => {
      zip.off('entry', entry);
      zip.off('error', fail);
      workbook.off('error', fail);
    };
    zip.on('entry', entry);
    zip.on('error', fail);
    workbook.on('error', fail);
    zip.append(workbook, { name, store: true });
  });
}

export type FactoryExportService = ReturnType<typeof createFactoryExportService>;
