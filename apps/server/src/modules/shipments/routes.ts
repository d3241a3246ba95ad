import {
  cartonLabelFileQuerySchema,
  cartonLabelPrintSchema,
  idSchema,
  printJobSchema,
  shipmentExportQuerySchema,
  shipmentFiguresQuerySchema,
  shipmentFiguresSchema,
  shipmentInputSchema,
  shipmentPageSchema,
  shipmentQuerySchema,
  shipmentSchema,
  shipmentVoidSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendXlsx } from '../../lib/xlsx';
import { authOf, requirePermission } from '../../lib/auth-context';
import { sendLabelFile } from '../../lib/labels/label-file';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { type ShipmentService, shipmentLabel } from './service';

const idParams = z.object({ id: idSchema });

/** Shipment orders (`/bill/out`) on `api/shipments`: drafts, confirmed and void orders, their figures. */
export const shipmentRoutes: FastifyPluginAsyncZod<{ service: ShipmentService }> = async (
  app,
  { service },
) => {
  const tags = ['shipments'];
  const mayRead = requirePermission('shipment:list');

  app.get(
    '/api/shipments',
    {
      preHandler: mayRead,
      schema: {
        tags,
        summary:
          'Shipment orders (page), newest ship date first, with the pieces, amount and cartons of the whole filter',
        querystring: shipmentQuerySchema,
        response: { 200: shipmentPageSchema },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/shipments/download',
    {
      preHandler: requirePermission('shipment:export'),
      schema: {
        tags,
        summary: 'The filtered shipment orders as an Excel workbook, with a totals row',
        querystring: shipmentExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        'shipments.xlsx',
        await service.workbook(authOf(request), request.query, {
          locale: localeOfAcceptLanguage(request.headers['accept-language']),
        }),
      ),
  );

  app.get(
    '/api/shipments/figures',
    {
      preHandler: mayRead,
      schema: {
        tags,
        summary:
          'Per colour × size of a style: ordered, finished (every process done), shipped (confirmed orders) and left',
        querystring: shipmentFiguresQuerySchema,
        response: { 200: shipmentFiguresSchema },
      },
    },
    (request) => service.figures(authOf(request), request.query.styleId),
  );

  app.get(
    '/api/shipments/:id',
    {
      preHandler: mayRead,
      schema: {
        tags,
        summary:
          'A shipment order: lines with amounts, totals, packing list, and warnings of cells over finished',
        params: idParams,
        response: { 200: shipmentSchema },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.post(
    '/api/shipments',
    {
      preHandler: requirePermission('shipment:add'),
      config: { audit: 'Add shipment order' },
      schema: {
        tags,
        summary: 'Add a draft shipment order, numbered CH-YYYYMMDD-NNN by its creation day',
        body: shipmentInputSchema,
        response: { 201: shipmentSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.create(authOf(request), request.body);
      request.auditSubject = shipmentLabel(saved);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/api/shipments/:id',
    {
      preHandler: requirePermission('shipment:edit'),
      config: { audit: 'Edit shipment order' },
      schema: {
        tags,
        summary: 'Edit a draft shipment order (the whole order); 409 once confirmed or void',
        params: idParams,
        body: shipmentInputSchema,
        response: { 200: shipmentSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.update(authOf(request), request.params.id, request.body);
      request.auditSubject = shipmentLabel(saved);
      return reply.send(saved);
    },
  );

  app.delete(
    '/api/shipments/:id',
    {
      preHandler: requirePermission('shipment:del'),
      config: { audit: 'Delete shipment order' },
      schema: {
        tags,
        summary: 'Delete a draft shipment order (its number is never used again); 409 once confirmed or void',
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
    '/api/shipments/:id/confirm',
    {
      preHandler: requirePermission('shipment:confirm'),
      config: { audit: 'Confirm shipment order' },
      schema: {
        tags,
        summary: 'Confirm a draft: it counts as shipped and no longer changes',
        params: idParams,
        response: { 200: shipmentSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.confirm(authOf(request), request.params.id);
      request.auditSubject = shipmentLabel(saved);
      return reply.send(saved);
    },
  );

  app.post(
    '/api/shipments/:id/void',
    {
      preHandler: requirePermission('shipment:void'),
      config: { audit: 'Void shipment order' },
      schema: {
        tags,
        summary: 'Void a draft or confirmed order, with the reason: it keeps its number and stops counting',
        params: idParams,
        body: shipmentVoidSchema,
        response: { 200: shipmentSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.void(authOf(request), request.params.id, request.body.reason);
      request.auditSubject = `${shipmentLabel(saved)}: ${request.body.reason}`;
      return reply.send(saved);
    },
  );

  app.get(
    '/api/shipments/:id/cartonLabels',
    {
      preHandler: requirePermission('shipment:print'),
      schema: {
        tags,
        summary:
          'An order’s carton labels as a label file (ZPL or TSPL), for a printer reached by a vendor’s tool or USB',
        description:
          'A label a carton (fromNo–toNo, every carton when left out), in carton order: shipment, customer, style, ' +
          'carton n / N, its contents, ship date, the shipment’s weights, a Code 128 of <shipmentNo>-<n>. ' +
          'Records nothing; 409 for a void order or one without a packing list.',
        params: idParams,
        querystring: cartonLabelFileQuerySchema,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await service.cartonLabelFile(
        authOf(request),
        request.params.id,
        request.query,
        localeOfAcceptLanguage(request.headers['accept-language']),
      );
      return sendLabelFile(reply, file);
    },
  );

  app.post(
    '/api/shipments/:id/cartonLabels',
    {
      preHandler: requirePermission('shipment:print'),
      config: { audit: 'Print carton labels' },
      schema: {
        tags,
        summary:
          'Print an order’s carton labels (fromNo–toNo, every carton when left out) on a label printer',
        description:
          'One queued job of a label a carton; 409 for a void order or one without a packing list.',
        params: idParams,
        body: cartonLabelPrintSchema,
        response: { 201: printJobSchema },
      },
    },
    async (request, reply) => {
      const job = await service.printCartonLabels(
        authOf(request),
        request.params.id,
        request.body,
        localeOfAcceptLanguage(request.headers['accept-language']),
      );
      request.auditSubject = `${job.subject} → ${job.printerName}`;
      return reply.code(201).send(job);
    },
  );
};
