import fs from 'node:fs';
import { factoryExportIdParamsSchema, factoryExportListSchema, factoryExportSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { localeOfAcceptLanguage } from '../../lib/messages';
import type { FactoryExportService } from './service';

/** A factory's own data as it leaves (`api/factory/exports`): its administrators'. */
export const factoryExportRoutes: FastifyPluginAsyncZod<{ service: FactoryExportService }> = async (
  app,
  { service },
) => {
  const tags = ['factory'];
  const mayExport = requirePermission('factory:export');

  app.get(
    '/api/factory/exports',
    {
      preHandler: mayExport,
      schema: {
        tags,
        summary:
          "The factory's latest exports of its own data, newest first, with the progress of one running",
        response: { 200: factoryExportListSchema },
      },
    },
    async (request) => service.list(authOf(request)),
  );

  app.post(
    '/api/factory/exports',
    {
      preHandler: mayExport,
      config: { audit: 'Export factory data' },
      schema: {
        tags,
        summary:
          'Starts an export of everything of the factory: a zip of one workbook per area, written in the background',
        response: { 202: factoryExportSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.start(authOf(request), localeOfAcceptLanguage(request.headers['accept-language'])),
        ),
  );

  app.get(
    '/api/factory/exports/:id/download',
    {
      preHandler: mayExport,
      config: { audit: 'Download factory data', auditRead: true },
      schema: { tags, summary: "An export's zip file", params: factoryExportIdParamsSchema },
    },
    async (request, reply) => {
      const { file, fileName } = await service.download(authOf(request), request.params.id);
      request.auditSubject = fileName;
      const { size } = await fs.promises.stat(file);
      return reply
        .type('application/zip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(fs.createReadStream(file));
    },
  );
};
