import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { redactParams } from '../modules/audit/redact';
import { insertAuditLog } from '../modules/audit/repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the write does, for the audit log (eladmin's @Log). */
    audit?: string;
    /** Body fields kept out of the audit log on this route, beyond the usual secrets (password, token…). */
    auditRedact?: readonly string[];
  }
  interface FastifyRequest {
    /** Who acted when the request itself established it (sign-in): the session is not there yet. */
    auditActor?: { userId: number; factoryId: number };
    /** Why the request failed, kept for the audit log's error details. */
    failure?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every write made in a factory (who, what, when, from where, result, duration) before the reply
 * leaves, so an acknowledged change always has its log line. A failure to log is reported, never fatal.
 */
export const auditPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.auth ?? request.auditActor;
    if (!WRITES.has(request.method) || !actor) return payload;
    const config = request.routeOptions.config;
    try {
      await insertAuditLog(options.db, {
        factoryId: actor.factoryId,
        userId: actor.userId,
        description: config.audit ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        params: redactParams(request.body, config.auditRedact),
        ip: request.ip,
        browser: request.headers['user-agent'] ?? '',
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        exceptionDetail: reply.statusCode >= 400 ? (request.failure ?? null) : null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit log');
    }
    return payload;
  });
});
