import { productionExportQuerySchema, productionGridSchema, productionQuerySchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { ProductionService } from './service';

/** Bundle production detail (`/work/list`): the bundle × process grid of a cut order or a style. */
export const productionRoutes: FastifyPluginAsyncZod<{ service: ProductionService }> = async (
  app,
  { service },
) => {
  const tags = ['production'];
  const mayRead = requirePermission('work:list');

  app.get(
    '/api/production',
    {
      preHandler: mayRead,
      schema: {
        tags,
        summary:
          'The bundle × process grid of a cut order or style: a page of bundles, and per process, cut order and colour × size over the whole filter',
        querystring: productionQuerySchema,
        response: { 200: productionGridSchema },
      },
    },
    (request) => service.grid(authOf(request), request.query),
  );

  app.get(
    '/api/production/download',
    {
      preHandler: mayRead,
      schema: {
        tags,
        summary: 'The grid as an Excel workbook: a row per bundle, a column per process, a totals row',
        querystring: productionExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        'production.xlsx',
        await service.workbook(authOf(request), request.query, {
          locale: localeOfAcceptLanguage(request.headers['accept-language']),
        }),
      ),
  );
};
