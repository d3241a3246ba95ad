import {
  idSchema,
  pageSchema,
  printerCreateSchema,
  printerSchema,
  printerUpdateSchema,
  printJobQuerySchema,
  printJobSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { localeOfAcceptLanguage } from '../../lib/messages';
import type { PrinterService } from './service';

/** Who may see the factory's printers and jobs: their managers, and whoever prints tickets or carton labels. */
const MAY_SEE = ['printer:list', 'bundle:print', 'shipment:print'] as const;

/** The factory's label printers (`api/printers`) and their print jobs (`api/printers/jobs`). */
export const printerRoutes: FastifyPluginAsyncZod<{ service: PrinterService }> = async (app, { service }) => {
  const tags = ['printers'];
  const params = z.object({ id: idSchema });

  app.get(
    '/api/printers',
    {
      preHandler: requirePermission(...MAY_SEE),
      schema: {
        tags,
        summary: 'The factory’s label printers, by name',
        response: { 200: z.array(printerSchema) },
      },
    },
    (request) => service.list(authOf(request)),
  );

  app.post(
    '/api/printers',
    {
      preHandler: requirePermission('printer:add'),
      config: { audit: 'Add printer' },
      schema: {
        tags,
        summary: 'Add a label printer',
        body: printerCreateSchema,
        response: { 201: printerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.save(authOf(request), null, request.body)),
  );

  app.put(
    '/api/printers',
    {
      preHandler: requirePermission('printer:edit'),
      config: { audit: 'Edit printer' },
      schema: {
        tags,
        summary: 'Edit a label printer (the whole printer, with its id)',
        body: printerUpdateSchema,
        response: { 200: printerSchema },
      },
    },
    (request) => service.save(authOf(request), request.body.id, request.body),
  );

  app.delete(
    '/api/printers/:id',
    {
      preHandler: requirePermission('printer:del'),
      config: { audit: 'Delete printer' },
      schema: {
        tags,
        summary: 'Delete a printer with no job waiting (its finished jobs keep its name)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/printers/:id/test',
    {
      preHandler: requirePermission('printer:test'),
      config: { audit: 'Test printer' },
      schema: {
        tags,
        summary: 'Queue a test label for a printer (its size, Chinese text, a QR code and a barcode)',
        params,
        response: { 201: printJobSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.testPrint(
            authOf(request),
            request.params.id,
            localeOfAcceptLanguage(request.headers['accept-language']),
          ),
        ),
  );

  app.get(
    '/api/printers/jobs',
    {
      preHandler: requirePermission(...MAY_SEE),
      schema: {
        tags,
        summary: 'Print jobs, newest first',
        querystring: printJobQuerySchema,
        response: { 200: pageSchema(printJobSchema) },
      },
    },
    (request) => service.jobs(authOf(request), request.query),
  );

  app.get(
    '/api/printers/jobs/:id',
    {
      preHandler: requirePermission(...MAY_SEE),
      schema: { tags, summary: 'A print job and where it stands', params, response: { 200: printJobSchema } },
    },
    (request) => service.getJob(authOf(request), request.params.id),
  );

  app.post(
    '/api/printers/jobs/:id/retry',
    {
      preHandler: requirePermission('printer:job'),
      config: { audit: 'Send print job again' },
      schema: { tags, summary: 'Queue a failed job again', params, response: { 200: printJobSchema } },
    },
    (request) => service.retryJob(authOf(request), request.params.id),
  );

  app.post(
    '/api/printers/jobs/:id/cancel',
    {
      preHandler: requirePermission('printer:job'),
      config: { audit: 'Cancel print job' },
      schema: { tags, summary: 'Cancel a job still waiting', params, response: { 200: printJobSchema } },
    },
    (request) => service.cancelJob(authOf(request), request.params.id),
  );
};
