import {
  idSchema,
  pageSchema,
  styleInputSchema,
  styleQuerySchema,
  styleSchema,
  styleSummarySchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { type StyleService, styleLabel } from './service';

/** The factory's styles (`api/styles`): order quantities and the processes with their piece rates. */
export const styleRoutes: FastifyPluginAsyncZod<{ service: StyleService }> = async (app, { service }) => {
  const tags = ['styles'];
  const params = z.object({ id: idSchema });
  // Cutting, production, scans and shipments pick a style too.
  const mayReadStyles = requirePermission(
    'style:list',
    'bundle:list',
    'bundle:add',
    'work:list',
    'scan:list',
    'shipment:list',
  );

  app.get(
    '/api/styles',
    {
      preHandler: mayReadStyles,
      schema: {
        tags,
        summary: 'Styles, paged; blurry matches style number, name or order number',
        querystring: styleQuerySchema,
        response: { 200: pageSchema(styleSummarySchema) },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/styles/:id',
    {
      preHandler: mayReadStyles,
      schema: {
        tags,
        summary: 'One style with its order quantities and processes',
        params,
        response: { 200: styleSchema },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.post(
    '/api/styles',
    {
      preHandler: requirePermission('style:add'),
      config: { audit: 'Add style' },
      schema: { tags, summary: 'Add a style', body: styleInputSchema, response: { 201: styleSchema } },
    },
    async (request, reply) => {
      const style = await service.create(authOf(request), request.body);
      request.auditSubject = styleLabel(style);
      return reply.code(201).send(style);
    },
  );

  app.put(
    '/api/styles/:id',
    {
      preHandler: requirePermission('style:edit'),
      config: { audit: 'Edit style' },
      schema: {
        tags,
        summary: 'Edit a style: the whole style, its processes replaced in list order',
        params,
        body: styleInputSchema,
        response: { 200: styleSchema },
      },
    },
    async (request) => {
      const style = await service.update(authOf(request), request.params.id, request.body);
      request.auditSubject = styleLabel(style);
      return style;
    },
  );

  app.delete(
    '/api/styles/:id',
    {
      preHandler: requirePermission('style:del'),
      config: { audit: 'Delete style' },
      schema: { tags, summary: 'Delete a style no cut order uses', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      request.auditSubject = styleLabel(await service.remove(authOf(request), request.params.id));
      return reply.code(204).send(null);
    },
  );
};
