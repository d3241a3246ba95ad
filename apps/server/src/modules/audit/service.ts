import type { AuditLog, AuditLogError, AuditLogFilter, AuditLogQuery, Page } from '@gbo/contracts';
import type { Db } from '../../db/client';
import { csvLine, UTF8_BOM } from '../../lib/csv';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './repository';

export const LOG_MESSAGES = {
  noSuchLog: (id: number) => `No log entry has id ${id}`,
} as const;

/** Rows fetched per round trip while exporting. */
const EXPORT_BATCH = 1000;

const CSV_HEADER = [
  'Time',
  'User',
  'Description',
  'Method',
  'Path',
  'Params',
  'IP',
  'Browser',
  'Status',
  'Duration (ms)',
  'Result',
];

type LogRow = Awaited<ReturnType<typeof repo.findLogPage>>['content'][number];

const toAuditLog = ({ createTime, ...row }: LogRow): AuditLog => ({
  ...row,
  createTime: createTime.toISOString(),
});

function toCsvLine(log: AuditLog): string {
  return csvLine([
    log.createTime,
    log.username,
    log.description,
    log.method,
    log.path,
    log.params,
    log.ip,
    log.browser,
    log.statusCode,
    log.durationMs,
    log.hasError ? 'error' : 'ok',
  ]);
}

/** The audit log of the caller's factory: every read is bound to the session's factory, never to input. */
export function createLogService({ db }: { db: Db }) {
  async function list(auth: AuthContext, query: AuditLogQuery): Promise<Page<AuditLog>> {
    const page = await repo.findLogPage(db, auth.factoryId, query, query);
    return { content: page.content.map(toAuditLog), totalElements: page.totalElements };
  }

  async function errorDetail(auth: AuthContext, id: number): Promise<AuditLogError> {
    const row = await repo.findLogError(db, auth.factoryId, id);
    if (!row) throw notFound(LOG_MESSAGES.noSuchLog(id));
    return row;
  }

  /** The matching entries as CSV text, newest first, read in keyset batches so memory stays flat. */
  async function* csvExport(auth: AuthContext, filter: AuditLogFilter): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine(CSV_HEADER);
    let cursor: repo.LogCursor | null = null;
    do {
      const batch = await repo.findLogBatch(db, auth.factoryId, filter, cursor, EXPORT_BATCH);
      yield batch.rows.map((row) => toCsvLine(toAuditLog(row))).join('');
      cursor = batch.rows.length === EXPORT_BATCH ? batch.next : null;
    } while (cursor);
  }

  return { list, errorDetail, csvExport };
}

export type LogService = ReturnType<typeof createLogService>;
