import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, type DbOrTx, inTransaction, runUnsignalled } from '../db/client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the write does, for the audit log (eladmin's @Log). `false`: no generic audit row, for a write
     * whose own row is its record (a scan keeps who recorded it, when, from which request). Such a route
     * opens its own transaction, since the audit plugin does not wrap it in one.
     */
    audit?: string | false;
    /** Body fields kept out of the audit log on this route, beyond the usual secrets (password, token…). */
    auditRedact?: readonly string[];
    /** A POST that changes nothing (a preview asked for as the user types): not a write, not audited. */
    readOnly?: boolean;
    /** A read that hands data out of the installation (a factory's whole data, a backup): audited as a write is. */
    auditRead?: boolean;
  }
  interface FastifyRequest {
    /** Who acted when the request itself established it (sign-in): the session is not there yet. */
    auditActor?: { userId: number | null; factoryId: number; username?: string };
    /** Why the request failed, kept for the audit log's error details. */
    failure?: string;
    /** The write's audit row was committed with the write itself. */
    audited?: boolean;
    /** Whom or what the write was about, when its body does not say (e.g. a person changed by id). */
    auditSubject?: string;
    /** This request turned out to change nothing (an import's dry run): not audited. */
    changedNothing?: boolean;
  }
}

const DESCRIPTION_LENGTH = 255;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * Whom or what a write was about, from its body: a name (with the mobile number when there is one), a
 * title or label, else the ids it names. Never a secret: only these fields are read.
 */
export function subjectOf(body: unknown): string {
  if (Array.isArray(body)) {
    const ids = body.slice(0, 10).map(text).filter(Boolean);
    return ids.length ? `#${ids.join(', #')}${body.length > ids.length ? ' …' : ''}` : '';
  }
  if (typeof body !== 'object' || body === null) return '';
  const fields = body as Record<string, unknown>;
  const name = text(fields.name) || text(fields.title) || text(fields.label);
  const mobile = text(fields.mobile);
  if (name) return mobile ? `${name} (${mobile})` : name;
  // A mobile number alone is a sign-in's, whose row names the person already.
  return text(fields.id) && `#${text(fields.id)}`;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the write did (the route's words), and to whom or what. */
function describe(request: FastifyRequest): string {
  const action =
    request.routeOptions.config.audit || `${request.method} ${request.routeOptions.url ?? request.url}`;
  const subject = request.auditSubject ?? subjectOf(request.body);
  return (subject ? `${action} ${subject}` : action).slice(0, DESCRIPTION_LENGTH);
}

function entryOf(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: { userId: number | null; factoryId: number; username?: string },
  redact: AuditPluginOptions['redact'],
) {
  const config = request.routeOptions.config;
  return {
    factoryId: actor.factoryId,
    userId: actor.userId,
    username: actor.userId === null ? actor.username : undefined,
    description: describe(request),
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    params: redact(request.body, config.auditRedact),
    ip: request.ip,
    browser: request.headers['user-agent'] ?? '',
    statusCode: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime),
    exceptionDetail: reply.statusCode >= 400 ? (request.failure ?? null) : null,
    platform: request.platformAction === true,
  };
}

/** One line of the audit log, as the plugin writes it. */
export type AuditEntry = ReturnType<typeof entryOf>;

export type AuditPluginOptions = {
  /** The `transactional` handle the services use. */
  db: Db;
  /** Writes one line of the audit log (the audit module's), in the write's transaction when there is one. */
  record: (db: DbOrTx, entry: AuditEntry) => Promise<void>;
  /** The request body as the log may keep it: secrets and the route's `auditRedact` fields left out. */
  redact: (body: unknown, extraKeys?: readonly string[]) => unknown;
};

/**
 * Records every write made in a factory (who, what, when, from where, result, duration); a platform
 * operator's action on the platform goes to the platform's log instead. A signed-in
 * write runs in one transaction with its audit row: both commit or neither, and the answer leaves only
 * after the commit. A failed write (rolled back) and a sign-in (no session yet) are logged on their own.
 * `db` must be the `transactional` handle the services use.
 */
export const auditPlugin = fp(async (app: FastifyInstance, options: AuditPluginOptions) => {
  app.addHook('onRoute', (routeOptions) => {
    if (![routeOptions.method].flat().some((method) => WRITES.has(method))) return;
    if (routeOptions.config?.readOnly || routeOptions.config?.audit === false) return;
    const handler = routeOptions.handler;
    routeOptions.handler = async function auditedHandler(request, reply) {
      const auth = request.auth;
      if (!auth) return handler.call(this, request, reply);
      // Handlers answer with reply.send(): hold that answer back until the transaction has committed. The
      // stand-in returns nothing, since a reply is a thenable that settles only once the answer has left.
      let held: { payload: unknown } | undefined;
      reply.send = ((payload?: unknown) => {
        held = { payload };
        return undefined;
      }) as unknown as typeof reply.send;
      let result: unknown;
      try {
        result = await inTransaction(options.db, async (tx) => {
          const value: unknown = await handler.call(this, request, reply);
          if (!request.changedNothing)
            await options.record(tx, entryOf(request, reply, auth, options.redact));
          return value;
        });
      } finally {
        Reflect.deleteProperty(reply, 'send');
      }
      request.audited = true;
      return held ? reply.send(held.payload) : result;
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.auth ?? request.auditActor;
    const audits = WRITES.has(request.method) || request.routeOptions.config.auditRead === true;
    if (!audits || !actor || request.audited || request.changedNothing) return payload;
    if (request.routeOptions.config.readOnly || request.routeOptions.config.audit === false) return payload;
    try {
      // Kept even when the caller has gone (its request's queries are refused then).
      await runUnsignalled(() => options.record(options.db, entryOf(request, reply, actor, options.redact)));
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit log');
    }
    return payload;
  });
});
