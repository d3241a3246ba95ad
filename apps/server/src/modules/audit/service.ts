import type { Readable } from 'node:stream';
import type { AuditLog, AuditLogError, AuditLogFilter, AuditLogQuery, Page } from '@gbo/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { type XlsxBookOptions, type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import type { AuthContext } from '../../lib/auth-context';
import type { UserService } from '../users';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const LOG_MESSAGES = {
  noSuchLog: (id: number) => msg('logs.notFound', { id }),
} as const;

/** Rows fetched per round trip while exporting. */
const EXPORT_BATCH = 1000;

type LogRow = Awaited<ReturnType<typeof repo.findLogPage>>['content'][number];

const toAuditLog = ({ createTime, ...row }: LogRow): AuditLog => ({
  ...row,
  createTime: createTime.toISOString(),
});

// The log's own words for a request's result.
const SUCCEEDED = { en: 'ok', 'zh-CN': '成功' };
const FAILED = { en: 'error', 'zh-CN': '失败' };

const EXPORT_COLUMNS: XlsxColumn<LogRow>[] = [
  { header: { en: 'Time', 'zh-CN': '时间' }, width: 20, value: (log) => log.createTime },
  { header: { en: 'User', 'zh-CN': '用户' }, width: 28, value: (log) => log.username },
  { header: { en: 'Description', 'zh-CN': '描述' }, width: 28, value: (log) => log.description },
  { header: { en: 'Method', 'zh-CN': '方法' }, width: 8, value: (log) => log.method },
  { header: { en: 'Path', 'zh-CN': '路径' }, width: 32, value: (log) => log.path },
  { header: { en: 'Params', 'zh-CN': '参数' }, width: 48, value: (log) => log.params },
  { header: { en: 'IP', 'zh-CN': 'IP 地址' }, width: 16, value: (log) => log.ip },
  { header: { en: 'Browser', 'zh-CN': '浏览器' }, width: 32, value: (log) => log.browser },
  { header: { en: 'Status', 'zh-CN': '状态' }, width: 8, value: (log) => log.statusCode },
  { header: { en: 'Duration (ms)', 'zh-CN': '耗时（毫秒）' }, width: 13, value: (log) => log.durationMs },
  {
    header: { en: 'Result', 'zh-CN': '结果' },
    width: 8,
    value: (log) => (log.hasError ? FAILED : SUCCEEDED),
  },
];

export type { AuditEntry } from './repository';

/**
 * Which log a read is of: the caller's factory's (bound to the session's factory, never to input), or the
 * platform's (its routes admit platform operators only).
 */
export type LogKind = 'factory' | 'platform';

const scopeOf = (auth: AuthContext, kind: LogKind): repo.LogScope =>
  kind === 'platform' ? 'platform' : { factoryId: auth.factoryId };

export type LogServiceDeps = {
  db: Db;
  /** Who acted is named by the users module: "name (mobile)" as it was at the time. */
  users: Pick<UserService, 'label'>;
};

/** The audit logs: a factory's, and the platform's. */
export function createLogService({ db, users }: LogServiceDeps) {
  /**
   * Writes one line of a factory's audit log (the audit plugin's), on `on`: the write's own transaction, where
   * both commit or neither. The acting account's name is the users module's, read in that transaction too.
   */
  async function record(on: DbOrTx, entry: repo.AuditEntry): Promise<void> {
    const label = entry.userId === null ? null : await users.label(entry.userId);
    await repo.insertAuditLog(on, entry, label);
  }

  async function list(auth: AuthContext, kind: LogKind, query: AuditLogQuery): Promise<Page<AuditLog>> {
    const page = await repo.findLogPage(db, scopeOf(auth, kind), query, query);
    return { content: page.content.map(toAuditLog), totalElements: page.totalElements };
  }

  async function errorDetail(auth: AuthContext, kind: LogKind, id: number): Promise<AuditLogError> {
    const row = await repo.findLogError(db, scopeOf(auth, kind), id);
    if (!row) throw notFound(LOG_MESSAGES.noSuchLog(id));
    return row;
  }

  /** The matching entries, newest first, read in keyset batches so memory stays flat. */
  async function* batches(scope: repo.LogScope, filter: AuditLogFilter): AsyncGenerator<LogRow[]> {
    let cursor: repo.LogCursor | null = null;
    do {
      const batch = await repo.findLogBatch(db, scope, filter, cursor, EXPORT_BATCH);
      yield batch.rows;
      cursor = batch.rows.length === EXPORT_BATCH ? batch.next : null;
    } while (cursor);
  }

  /** The filtered log as a workbook, times in the time zone of the factory signed in to. */
  function workbook(
    auth: AuthContext,
    kind: LogKind,
    filter: AuditLogFilter,
    options: XlsxBookOptions = {},
  ): Readable {
    return xlsxStream(
      { name: { en: 'Audit log', 'zh-CN': '操作日志' }, columns: EXPORT_COLUMNS, timeZone: auth.timeZone },
      batches(scopeOf(auth, kind), filter),
      options,
    );
  }

  return { record, list, errorDetail, workbook };
}

export type LogService = ReturnType<typeof createLogService>;
