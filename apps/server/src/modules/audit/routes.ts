import {
  auditLogErrorSchema,
  auditLogFilterSchema,
  auditLogIdParamsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@gbo/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import { authOf, platformOnly, requirePermission } from '../../lib/auth-context';
import type { LogKind, LogService } from './service';

type LogRoutesOf = {
  kind: LogKind;
  /** Where the three routes live. */
  base: string;
  preHandler: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  whose: string;
};

/**
 * The audit logs (eladmin's SysLogController): the factory's, under `/api/logs`, for its members with
 * `log:list`; and the platform's (factories, menus, dictionaries), under `/api/logs/platform`, for
 * platform operators only.
 */
export const logRoutes: FastifyPluginAsyncZod<{ service: LogService }> = async (app, { service }) => {
  const tags = ['logs'];
  const logs: LogRoutesOf[] = [
    { kind: 'factory', base: '/api/logs', preHandler: requirePermission('log:list'), whose: "The factory's" },
    {
      kind: 'platform',
      base: '/api/logs/platform',
      preHandler: platformOnly('log:list'),
      whose: "The platform's",
    },
  ];

  for (const { kind, base, preHandler, whose } of logs) {
    app.get(
      base,
      {
        preHandler,
        schema: {
          tags,
          summary: `${whose} audited writes, newest first`,
          querystring: auditLogQuerySchema,
          response: { 200: auditLogPageSchema },
        },
      },
      (request) => service.list(authOf(request), kind, request.query),
    );

    app.get(
      `${base}/error/:id`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Why a write of ${whose.toLowerCase()} log failed`,
          params: auditLogIdParamsSchema,
          response: { 200: auditLogErrorSchema },
        },
      },
      (request) => service.errorDetail(authOf(request), kind, request.params.id),
    );

    app.get(
      `${base}/download`,
      {
        preHandler,
        schema: {
          tags,
          summary: `${whose} filtered log as an Excel workbook, newest first`,
          querystring: auditLogFilterSchema,
        },
      },
      (request, reply) =>
        sendXlsx(
          reply,
          `${kind === 'platform' ? 'platform-' : ''}audit-log.xlsx`,
          service.workbook(authOf(request), kind, request.query, {
            locale: localeOfAcceptLanguage(request.headers['accept-language']),
          }),
        ),
    );
  }
};
