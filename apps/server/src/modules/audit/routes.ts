import {
  auditLogErrorSchema,
  auditLogFilterSchema,
  auditLogIdParamsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../lib/xlsx';
import { authOf, requirePermission } from '../../plugins/auth';
import type { LogService } from './service';

/** The audit log of the caller's factory (eladmin's SysLogController). */
export const logRoutes: FastifyPluginAsyncZod<{ service: LogService }> = async (app, { service }) => {
  const tags = ['logs'];
  const preHandler = requirePermission('log:list');

  app.get(
    '/api/logs',
    {
      preHandler,
      schema: {
        tags,
        summary: "The factory's audited writes, newest first",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/logs/error/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Why a logged write failed',
        params: auditLogIdParamsSchema,
        response: { 200: auditLogErrorSchema },
      },
    },
    (request) => service.errorDetail(authOf(request), request.params.id),
  );

  app.get(
    '/api/logs/download',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The filtered log as an Excel workbook, newest first',
        querystring: auditLogFilterSchema,
      },
    },
    (request, reply) => sendXlsx(reply, 'audit-log.xlsx', service.workbook(authOf(request), request.query)),
  );
};
