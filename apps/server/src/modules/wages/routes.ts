import {
  idSchema,
  wageAdjustmentInputSchema,
  wageAdjustmentListSchema,
  wageAdjustmentQuerySchema,
  wageAdjustmentSchema,
  wageDetailQuerySchema,
  wageDetailSchema,
  wageListSchema,
  wageNoticeListSchema,
  wageNoticesSeenSchema,
  wageQuerySchema,
  wageSettleInputSchema,
  wageSettlementDetailSchema,
  wageSettlementPageSchema,
  wageSettlementQuerySchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { WageService } from './service';

const idParams = z.object({ id: idSchema });

/**
 * Wages (`/work/wage`; a worker's own on `/scan`). The payroll's screens need wage:list (edit, settle and
 * export their own buttons); one worker's wage is open to every member and the service decides: the payroll
 * reads anyone in its data scope, a worker paid by the piece (scan:self) only themselves.
 */
export const wageRoutes: FastifyPluginAsyncZod<{ service: WageService }> = async (app, { service }) => {
  const tags = ['wages'];

  app.get(
    '/api/wages',
    {
      preHandler: requirePermission('wage:list'),
      schema: {
        tags,
        summary:
          'Per worker for work dates from–to: pieces, amount, adjustments and total (data scope applies)',
        querystring: wageQuerySchema,
        response: { 200: wageListSchema },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/wages/download',
    {
      preHandler: requirePermission('wage:export'),
      schema: {
        tags,
        summary: 'The payroll of a period as an Excel workbook: a row per worker and a totals row',
        querystring: wageQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        `payroll-${request.query.from}-${request.query.to}.xlsx`,
        await service.workbook(authOf(request), request.query, {
          locale: localeOfAcceptLanguage(request.headers['accept-language']),
        }),
      ),
  );

  app.get(
    '/api/wages/me',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in person’s own wage for a period (as GET api/wages/{workerId})',
        querystring: wageDetailQuerySchema,
        response: { 200: wageDetailSchema },
      },
    },
    (request) => service.mine(authOf(request), request.query),
  );

  app.get(
    '/api/wages/me/notices',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in worker’s adjustments made or changed since they last saw them',
        response: { 200: wageNoticeListSchema },
      },
    },
    (request) => service.notices(authOf(request)),
  );

  app.put(
    '/api/wages/me/notices',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in worker has seen these notices as shown (a later change stays news)',
        body: wageNoticesSeenSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.seeNotices(authOf(request), request.body.seen);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/wages/adjustments',
    {
      preHandler: requirePermission('wage:list'),
      schema: {
        tags,
        summary: 'The wage adjustments of a month (YYYY-MM), of one worker when asked',
        querystring: wageAdjustmentQuerySchema,
        response: { 200: wageAdjustmentListSchema },
      },
    },
    (request) => service.adjustments(authOf(request), request.query),
  );

  app.post(
    '/api/wages/adjustments',
    {
      preHandler: requirePermission('wage:edit'),
      config: { audit: 'Add wage adjustment' },
      schema: {
        tags,
        summary: 'Add a subsidy, bonus or deduction to a worker’s month (409 once that month is settled)',
        body: wageAdjustmentInputSchema,
        response: { 201: wageAdjustmentSchema },
      },
    },
    async (request, reply) => {
      const { adjustment, subject } = await service.addAdjustment(authOf(request), request.body);
      request.auditSubject = subject;
      return reply.code(201).send(adjustment);
    },
  );

  app.put(
    '/api/wages/adjustments/:id',
    {
      preHandler: requirePermission('wage:edit'),
      config: { audit: 'Edit wage adjustment' },
      schema: {
        tags,
        summary: 'Edit a wage adjustment (the whole adjustment; 409 once settled)',
        params: idParams,
        body: wageAdjustmentInputSchema,
        response: { 200: wageAdjustmentSchema },
      },
    },
    async (request) => {
      const { adjustment, subject } = await service.updateAdjustment(
        authOf(request),
        request.params.id,
        request.body,
      );
      request.auditSubject = subject;
      return adjustment;
    },
  );

  app.delete(
    '/api/wages/adjustments/:id',
    {
      preHandler: requirePermission('wage:edit'),
      config: { audit: 'Delete wage adjustment' },
      schema: {
        tags,
        summary: 'Delete a wage adjustment (409 once settled)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = await service.deleteAdjustment(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/wages/settlements',
    {
      preHandler: requirePermission('wage:settle'),
      config: { audit: 'Settle wages' },
      schema: {
        tags,
        summary:
          'Settle a period that is over (for the factory or a department): freezes its scans and adjustments, keeps each worker’s figures',
        body: wageSettleInputSchema,
        response: { 201: wageSettlementDetailSchema },
      },
    },
    async (request, reply) => {
      const { settlement, subject } = await service.settle(authOf(request), request.body);
      request.auditSubject = subject;
      return reply.code(201).send(settlement);
    },
  );

  app.get(
    '/api/wages/settlements',
    {
      preHandler: requirePermission('wage:list'),
      schema: {
        tags,
        summary: 'Settlements (page), newest first',
        querystring: wageSettlementQuerySchema,
        response: { 200: wageSettlementPageSchema },
      },
    },
    (request) => service.settlements(authOf(request), request.query),
  );

  app.get(
    '/api/wages/settlements/:id',
    {
      preHandler: requirePermission('wage:list'),
      schema: {
        tags,
        summary: 'A settlement with the figures it kept for each worker',
        params: idParams,
        response: { 200: wageSettlementDetailSchema },
      },
    },
    (request) => service.settlementDetail(authOf(request), request.params.id),
  );

  app.get(
    '/api/wages/:workerId',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'One worker’s wage for a period: itemised by style × process × rate, per day, adjustments, settlements',
        params: z.object({ workerId: idSchema }),
        querystring: wageDetailQuerySchema,
        response: { 200: wageDetailSchema },
      },
    },
    (request) => service.detail(authOf(request), request.params.workerId, request.query),
  );
};
