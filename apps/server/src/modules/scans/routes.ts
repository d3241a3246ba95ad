import {
  idSchema,
  scanExportQuerySchema,
  scanInputSchema,
  scanLookupQuerySchema,
  scanLookupSchema,
  scanPageSchema,
  scanQuerySchema,
  scanSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { ScanService } from './service';

const idParams = z.object({ id: idSchema });

/**
 * Scans (`/scan`, `/work/detail`). A worker's role grants no menu, so recording, reading and undoing one's
 * own scans are open to every member (`signedIn`) and the service checks the rest: scan:add to record for
 * someone else, scan:list to read others', scan:undo to undo others' or after 30 minutes. The export is
 * the office's (scan:export).
 */
export const scanRoutes: FastifyPluginAsyncZod<{ service: ScanService }> = async (app, { service }) => {
  const tags = ['scans'];

  app.get(
    '/api/scans/lookup',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The bundle a ticket (number or QR text) names, with each process done and left',
        querystring: scanLookupQuerySchema,
        response: { 200: scanLookupSchema },
      },
    },
    (request) => service.lookup(authOf(request), request.query.ticket),
  );

  app.post(
    '/api/scans',
    {
      // The scan row is its own audit (worker, recorder, time, request id): no generic audit row per scan.
      config: { signedIn: true, audit: false, authNeutral: true },
      schema: {
        tags,
        summary: 'Record a scan (201); the same requestId again answers the first scan (200)',
        body: scanInputSchema,
        response: { 200: scanSchema, 201: scanSchema },
      },
    },
    async (request, reply) => {
      const { scan, created } = await service.record(authOf(request), request.body);
      return reply.code(created ? 201 : 200).send(scan);
    },
  );

  app.get(
    '/api/scans',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Scans (page), newest first, with the valid pieces and amount of the whole filter',
        querystring: scanQuerySchema,
        response: { 200: scanPageSchema },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/scans/download',
    {
      preHandler: requirePermission('scan:export'),
      schema: {
        tags,
        summary:
          'The filtered scans as an Excel workbook, with the totals of the valid ones (data scope applies)',
        querystring: scanExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        'scans.xlsx',
        await service.workbook(authOf(request), request.query, {
          locale: localeOfAcceptLanguage(request.headers['accept-language']),
        }),
      ),
  );

  app.delete(
    '/api/scans/:id',
    {
      config: { signedIn: true, audit: 'Undo scan' },
      // The caller's permissions are read before the route's transaction opens (the service decides by
      // them): on PGlite's one connection a read outside that transaction would wait for it to end.
      preHandler: async (request) => {
        await authOf(request).authorities();
      },
      schema: {
        tags,
        summary: 'Undo a scan: its worker within 30 minutes, scan:undo any time, never once settled',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = await service.undo(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
