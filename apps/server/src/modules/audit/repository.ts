import type { AuditLogFilter, PageQuery } from '@gbo/contracts';
import { and, between, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';
import { storable } from './redact';

export type AuditEntry = {
  factoryId: number;
  userId: number | null;
  /** Who, when no user is known: the mobile a failed sign-in tried. */
  username?: string;
  description: string;
  method: string;
  path: string;
  params: unknown;
  ip: string;
  browser: string;
  statusCode: number;
  durationMs: number;
  exceptionDetail: string | null;
  /** A platform operator's action on the platform: in the platform's log, not the factory's. */
  platform: boolean;
};

/** Whose log is read: one factory's (its members' actions), or the platform's (operators' platform actions). */
export type LogScope = { factoryId: number } | 'platform';

const inScope = (scope: LogScope): SQL | undefined =>
  scope === 'platform'
    ? eq(auditLogs.platform, true)
    : and(eq(auditLogs.factoryId, scope.factoryId), eq(auditLogs.platform, false));

/** `accountLabel`: how the users module names the acting account ("name (mobile)"), when there is one. */
export async function insertAuditLog(db: DbOrTx, entry: AuditEntry, accountLabel: string | null) {
  await db.insert(auditLogs).values({
    ...entry,
    username:
      entry.userId === null
        ? entry.username === undefined
          ? null
          : storable(entry.username).slice(0, 64)
        : accountLabel,
    description: storable(entry.description).slice(0, 255),
    browser: storable(entry.browser).slice(0, 255),
    path: storable(entry.path).slice(0, 255),
    exceptionDetail: entry.exceptionDetail === null ? null : storable(entry.exceptionDetail),
  });
}

// ─── Reading the log (one scope at a time) ─────────────────────────────────────────────────

/** A write failed when its reply was an error: HTTP 400 and above. */
const FIRST_ERROR_STATUS = 400;

const logColumns = {
  id: auditLogs.id,
  username: auditLogs.username,
  description: auditLogs.description,
  method: auditLogs.method,
  path: auditLogs.path,
  params: sql<string | null>`${auditLogs.params}::text`,
  ip: auditLogs.ip,
  browser: auditLogs.browser,
  statusCode: auditLogs.statusCode,
  durationMs: auditLogs.durationMs,
  createTime: auditLogs.createTime,
  hasError: sql<boolean>`${auditLogs.statusCode} >= ${FIRST_ERROR_STATUS}`,
};

const sortableLogColumns = {
  createTime: auditLogs.createTime,
  durationMs: auditLogs.durationMs,
  statusCode: auditLogs.statusCode,
};

/** The scope's rows matching the filter; the scope condition is always there. */
function matching(scope: LogScope, filter: AuditLogFilter): SQL | undefined {
  const [from, to] = filter.createTime ?? [];
  return and(
    inScope(scope),
    blurryMatch(filter.blurry, [auditLogs.description, auditLogs.username, auditLogs.path, auditLogs.ip]),
    filter.ip ? eq(auditLogs.ip, filter.ip) : undefined,
    filter.result === 'error' ? gte(auditLogs.statusCode, FIRST_ERROR_STATUS) : undefined,
    filter.result === 'ok' ? lt(auditLogs.statusCode, FIRST_ERROR_STATUS) : undefined,
    from && to ? between(auditLogs.createTime, new Date(from), new Date(to)) : undefined,
  );
}

/** One page, newest first by default: (create_time, id) descending walks the (factory_id, create_time, id) index. */
export async function findLogPage(db: DbOrTx, scope: LogScope, filter: AuditLogFilter, page: PageQuery) {
  const where = matching(scope, filter);
  const [content, [total]] = await Promise.all([
    db
      .select(logColumns)
      .from(auditLogs)
      .where(where)
      .orderBy(...orderBy(page.sort, sortableLogColumns, 'createTime', auditLogs.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

/** Where a keyset walk stopped: the exact create_time as PostgreSQL wrote it (microseconds) and the id. */
export type LogCursor = { createTime: string; id: number };

/** The next rows after `cursor`, newest first, for exports too long to hold in memory. */
export async function findLogBatch(
  db: DbOrTx,
  scope: LogScope,
  filter: AuditLogFilter,
  cursor: LogCursor | null,
  limit: number,
) {
  const rows = await db
    .select({ ...logColumns, cursorTime: sql<string>`${auditLogs.createTime}::text` })
    .from(auditLogs)
    .where(
      and(
        matching(scope, filter),
        cursor
          ? sql`(${auditLogs.createTime}, ${auditLogs.id}) < (${cursor.createTime}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(auditLogs.createTime), desc(auditLogs.id))
    .limit(limit);
  const last = rows.at(-1);
  return { rows, next: last ? { createTime: last.cursorTime, id: last.id } : null };
}

export async function findLogError(db: DbOrTx, scope: LogScope, id: number) {
  const [row] = await db
    .select({ id: auditLogs.id, exceptionDetail: auditLogs.exceptionDetail })
    .from(auditLogs)
    .where(and(inScope(scope), eq(auditLogs.id, id)));
  return row ?? null;
}
