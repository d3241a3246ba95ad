import {
  bundleAppendSchema,
  bundleQuerySchema,
  bundleSchema,
  bundleUpdateSchema,
  bundleVoidSchema,
  cutOrderInputSchema,
  cutOrderQuerySchema,
  cutOrderSchema,
  cutOrderSummarySchema,
  cutPreviewSchema,
  idSchema,
  savedCutOrderSchema,
  syncProcessesSchema,
  MAX_PRINT_BUNDLE_IDS,
  MAX_TICKETS_PER_PAGE,
  ticketPageRequestSchema,
  ticketPrintPreviewSchema,
  ticketPreviewRequestSchema,
  ticketPrintRequestSchema,
  ticketPrintResultSchema,
  ticketLabelsQuerySchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { sendLabelFile } from '../../lib/labels/label-file';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { bedName, type CutOrderService } from './service';

const idParams = z.object({ id: idSchema });
const page = <T extends z.ZodType>(row: T) =>
  z.object({ content: z.array(row), totalElements: z.number().int() });

/** Cutting beds (`/bundle/create`) on `api/cutOrders`, and their bundles (`/bundle/add`) on `api/bundles`. */
export const cutOrderRoutes: FastifyPluginAsyncZod<{ service: CutOrderService }> = async (
  app,
  { service },
) => {
  const tags = ['cut orders'];
  const CUT_ORDER_READERS = ['bundle:list', 'work:list', 'scan:list'];

  app.post(
    '/api/cutOrders/preview',
    {
      preHandler: requirePermission('bundle:list', 'bundle:add'),
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Number a bed without saving it: its bundles and the style’s ordered and cut quantities',
        body: cutOrderInputSchema,
        response: { 200: cutPreviewSchema },
      },
    },
    (request) => service.preview(authOf(request), request.body),
  );

  app.post(
    '/api/cutOrders',
    {
      preHandler: requirePermission('bundle:add'),
      config: { audit: 'Generate cut order' },
      schema: {
        tags,
        summary: 'Generate a bed: the cut order, its process snapshot and all its bundles with tickets',
        body: cutOrderInputSchema,
        response: { 201: savedCutOrderSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.generate(authOf(request), request.body);
      const bundles = `${saved.totalBundles} bundle${saved.totalBundles === 1 ? '' : 's'}`;
      request.auditSubject = `${bedName(saved.bundles[0]?.styleNo ?? '', saved.bedNo)} (${bundles})`;
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/cutOrders',
    {
      // Also read by those who follow production and scans, to filter by cutting bed and process.
      preHandler: requirePermission(...CUT_ORDER_READERS),
      schema: {
        tags,
        summary: 'Cut orders (page)',
        querystring: cutOrderQuerySchema,
        response: { 200: page(cutOrderSummarySchema) },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/cutOrders/:id',
    {
      preHandler: requirePermission(...CUT_ORDER_READERS),
      schema: {
        tags,
        summary: 'A cut order: matrix, process snapshot, print history',
        params: idParams,
        response: { 200: cutOrderSchema },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.delete(
    '/api/cutOrders/:id',
    {
      preHandler: requirePermission('bundle:del'),
      config: { audit: 'Delete cut order' },
      schema: {
        tags,
        summary: 'Delete a cut order with its bundles, while none has been scanned',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/cutOrders/syncProcesses',
    {
      preHandler: requirePermission('bundle:edit'),
      config: { audit: 'Sync processes of cut orders' },
      schema: {
        tags,
        summary: 'Replace the process snapshot of chosen beds (none scanned) with their style’s current list',
        body: syncProcessesSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = (await service.syncProcesses(authOf(request), request.body.ids)).join(', ');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/cutOrders/:id/syncProcesses',
    {
      preHandler: requirePermission('bundle:edit'),
      config: { audit: 'Sync processes of cut order' },
      schema: {
        tags,
        summary: 'Replace one bed’s process snapshot with its style’s current list',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = (await service.syncProcesses(authOf(request), [request.params.id])).join(', ');
      return reply.code(204).send(null);
    },
  );

  const bundleTags = ['bundles'];

  app.get(
    '/api/bundles',
    {
      preHandler: requirePermission('bundle:list'),
      schema: {
        tags: bundleTags,
        summary: 'Bundles (page): newest cut order first, each in number order',
        querystring: bundleQuerySchema,
        response: { 200: page(bundleSchema) },
      },
    },
    (request) => service.listBundles(authOf(request), request.query),
  );

  app.post(
    '/api/bundles',
    {
      preHandler: requirePermission('bundle:add'),
      config: { audit: 'Add re-cut bundles' },
      schema: {
        tags: bundleTags,
        summary: 'Append re-cut bundles to a cut order, continuing the style’s numbers, with new tickets',
        body: bundleAppendSchema,
        response: { 201: z.array(bundleSchema) },
      },
    },
    async (request, reply) => {
      const { bed, bundles } = await service.append(authOf(request), request.body);
      request.auditSubject = `${bed} bundle ${bundles.map((b) => b.bundleNo).join(', ')}`;
      return reply.code(201).send(bundles);
    },
  );

  app.put(
    '/api/bundles/:id',
    {
      preHandler: requirePermission('bundle:edit'),
      config: { audit: 'Edit bundle' },
      schema: {
        tags: bundleTags,
        summary: 'Edit a bundle’s quantity or note',
        params: idParams,
        body: bundleUpdateSchema,
        response: { 200: bundleSchema },
      },
    },
    async (request, reply) => {
      const bundle = await service.updateBundle(authOf(request), request.params.id, request.body);
      request.auditSubject = `${bedName(bundle.styleNo, bundle.bedNo)} bundle ${bundle.bundleNo}`;
      return reply.send(bundle);
    },
  );

  app.post(
    '/api/bundles/:id/void',
    {
      preHandler: requirePermission('bundle:edit'),
      config: { audit: 'Void bundle' },
      schema: {
        tags: bundleTags,
        summary: 'Void a bundle: it keeps its number and ticket, and its ticket stops scanning',
        params: idParams,
        body: bundleVoidSchema,
        response: { 200: bundleSchema },
      },
    },
    async (request, reply) => {
      const bundle = await service.voidBundle(authOf(request), request.params.id, request.body.reason);
      request.auditSubject = `${bedName(bundle.styleNo, bundle.bedNo)} bundle ${bundle.bundleNo}`;
      return reply.send(bundle);
    },
  );

  const caps =
    `One request names at most ${MAX_PRINT_BUNDLE_IDS} bundleIds and answers at most ${MAX_TICKETS_PER_PAGE} ` +
    'tickets (`size`); a bigger print comes in pages: `total` counts every ticket, `next` is the `after` of ' +
    'the next page (POST api/bundles/print/tickets). A bed’s processes come once in `beds`, not per ticket.';

  app.post(
    '/api/bundles/print/preview',
    {
      preHandler: requirePermission('bundle:print'),
      config: { readOnly: true },
      schema: {
        tags: bundleTags,
        summary:
          'What a print would print, recording nothing: tickets, void bundles left out, earlier prints',
        description: `The same body as POST api/bundles/print. ${caps}`,
        body: ticketPreviewRequestSchema,
        response: { 200: ticketPrintPreviewSchema },
      },
    },
    (request) => service.printPreview(authOf(request), request.body),
  );

  app.post(
    '/api/bundles/print',
    {
      preHandler: requirePermission('bundle:print'),
      config: { audit: 'Print bundle tickets' },
      schema: {
        tags: bundleTags,
        summary: 'Record a print (or reprint) of tickets and answer the first page of what to print',
        description: caps,
        body: ticketPrintRequestSchema,
        response: { 200: ticketPrintResultSchema },
      },
    },
    async (request, reply) => {
      const { subject, ...result } = await service.print(
        authOf(request),
        request.body,
        localeOfAcceptLanguage(request.headers['accept-language']),
      );
      request.auditSubject = subject;
      return reply.send(result);
    },
  );

  app.get(
    '/api/bundles/labels',
    {
      preHandler: requirePermission('bundle:print'),
      schema: {
        tags,
        summary:
          'A print’s tickets as a label file (ZPL or TSPL), for a printer reached by a vendor’s tool or USB',
        description:
          'The same choice of bundles as POST api/bundles/print (bundleIds as 1,2,3); a label a ticket, in bed and ' +
          'bundle order. Records nothing.',
        querystring: ticketLabelsQuerySchema,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await service.ticketLabelFile(
        authOf(request),
        request.query,
        localeOfAcceptLanguage(request.headers['accept-language']),
      );
      return sendLabelFile(reply, file);
    },
  );

  app.post(
    '/api/bundles/print/tickets',
    {
      preHandler: requirePermission('bundle:print'),
      config: { readOnly: true },
      schema: {
        tags: bundleTags,
        summary: 'A later page of a print’s tickets (the print’s body and `after`), recording nothing',
        description: caps,
        body: ticketPageRequestSchema,
        response: { 200: ticketPrintResultSchema },
      },
    },
    (request) => service.printedTickets(authOf(request), request.body),
  );
};
