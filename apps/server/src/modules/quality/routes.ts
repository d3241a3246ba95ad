import {
  defectCodeInputSchema,
  defectCodeSchema,
  defectCodeUpdateSchema,
  idSchema,
  qcInspectionExportQuerySchema,
  qcInspectionInputSchema,
  qcInspectionPageSchema,
  qcInspectionQuerySchema,
  qcInspectionSchema,
  qcLookupSchema,
  qcSummaryQuerySchema,
  qcSummarySchema,
  scanLookupQuerySchema,
} from '@gbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import type { QualityService } from './service';

const idParams = z.object({ id: idSchema });

/** Defect names come in the caller's language. */
const localeOf = (request: FastifyRequest) => localeOfAcceptLanguage(request.headers['accept-language']);

/**
 * Quality (`/qc` for the inspector's phone, `/work/quality` for the office): defect codes, inspections and
 * their figures. Recording needs qc:add, reading qc:list; an inspector undoes their own within 30 minutes,
 * qc:undo any time (the service checks which).
 */
export const qualityRoutes: FastifyPluginAsyncZod<{ service: QualityService }> = async (app, { service }) => {
  const tags = ['quality'];

  app.get(
    '/api/qc/defectCodes',
    {
      preHandler: requirePermission('qc:add', 'qc:list'),
      schema: {
        tags,
        summary: 'The factory’s defect codes, named in the caller’s language',
        response: { 200: z.array(defectCodeSchema) },
      },
    },
    (request) => service.defectCodes(authOf(request), localeOf(request)),
  );

  app.post(
    '/api/qc/defectCodes',
    {
      preHandler: requirePermission('qc:code'),
      config: { audit: 'Add defect code' },
      schema: {
        tags,
        summary: 'Add a defect code',
        body: defectCodeInputSchema,
        response: { 201: defectCodeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addDefectCode(authOf(request), request.body, localeOf(request))),
  );

  app.put(
    '/api/qc/defectCodes',
    {
      preHandler: requirePermission('qc:code'),
      config: { audit: 'Edit defect code' },
      schema: {
        tags,
        summary: 'Rename, recategorise or switch off a defect code (in the factory’s own words)',
        body: defectCodeUpdateSchema,
        response: { 200: defectCodeSchema },
      },
    },
    (request) => service.updateDefectCode(authOf(request), request.body, localeOf(request)),
  );

  app.get(
    '/api/qc/lookup',
    {
      preHandler: requirePermission('qc:add', 'qc:list'),
      schema: {
        tags,
        summary: 'The bundle a ticket names, who scanned each process, and its checkpoints with rework open',
        querystring: scanLookupQuerySchema,
        response: { 200: qcLookupSchema },
      },
    },
    (request) => service.lookup(authOf(request), request.query.ticket),
  );

  app.post(
    '/api/qc/inspections',
    {
      preHandler: requirePermission('qc:add'),
      // The inspection row is its own audit (inspector, time, request id): no generic audit row per check.
      config: { audit: false },
      schema: {
        tags,
        summary: 'Record an inspection (201); the same requestId again answers the first one (200)',
        body: qcInspectionInputSchema,
        response: { 200: qcInspectionSchema, 201: qcInspectionSchema },
      },
    },
    async (request, reply) => {
      const { inspection, created } = await service.record(authOf(request), request.body, localeOf(request));
      return reply.code(created ? 201 : 200).send(inspection);
    },
  );

  app.get(
    '/api/qc/inspections',
    {
      preHandler: requirePermission('qc:list', 'qc:add'),
      schema: {
        tags,
        summary: 'Inspections (page), newest first, with the pieces, defects and DHU of the whole filter',
        querystring: qcInspectionQuerySchema,
        response: { 200: qcInspectionPageSchema },
      },
    },
    (request) => service.list(authOf(request), request.query, localeOf(request)),
  );

  app.get(
    '/api/qc/inspections/download',
    {
      preHandler: requirePermission('qc:export'),
      schema: {
        tags,
        summary: 'The filtered inspections as an Excel workbook, a row per defect line',
        querystring: qcInspectionExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        'inspections.xlsx',
        await service.workbook(authOf(request), request.query, localeOf(request)),
      ),
  );

  app.delete(
    '/api/qc/inspections/:id',
    {
      preHandler: [
        requirePermission('qc:add', 'qc:undo'),
        // Read before the route's transaction opens (see scans' undo).
        async (request) => {
          await authOf(request).authorities();
        },
      ],
      config: { audit: 'Undo inspection' },
      schema: {
        tags,
        summary: 'Undo an inspection: its inspector within 30 minutes, qc:undo any time',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.auditSubject = await service.undo(authOf(request), request.params.id, localeOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/qc/summary',
    {
      preHandler: requirePermission('qc:list'),
      schema: {
        tags,
        summary:
          'Quality figures of a period per worker, process, department, defect code, style, day or bed',
        querystring: qcSummaryQuerySchema,
        response: { 200: qcSummarySchema },
      },
    },
    (request) => service.summary(authOf(request), request.query, localeOf(request)),
  );
};
