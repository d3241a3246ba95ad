import {
  dictCreateSchema,
  dictDetailCreateSchema,
  dictDetailIdParamsSchema,
  dictDetailPageSchema,
  dictDetailQuerySchema,
  dictDetailSchema,
  dictDetailUpdateSchema,
  dictListSchema,
  dictPageSchema,
  dictQuerySchema,
  dictSchema,
  dictUpdateSchema,
  idListSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformOnly, requirePermission } from '../../lib/auth-context';
import type { DictService } from './service';

/** Dictionaries (eladmin's DictController and DictDetailController). */
export const dictRoutes: FastifyPluginAsyncZod<{ service: DictService }> = async (app, { service }) => {
  const tags = ['dictionaries'];

  // Every signed-in member may read entries: the client shows labels for stored values.
  app.get(
    '/api/dictDetail',
    {
      // Every screen's selects read the dictionaries (eladmin's useDict).
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A dictionary's entries, paged",
        querystring: dictDetailQuerySchema,
        response: { 200: dictDetailPageSchema },
      },
    },
    (request) => service.detailPage(request.query),
  );

  app.get(
    '/api/dict',
    {
      preHandler: requirePermission('dict:list'),
      schema: {
        tags,
        summary: 'Dictionaries, paged; blurry searches name and description',
        querystring: dictQuerySchema,
        response: { 200: dictPageSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/dict/all',
    {
      preHandler: requirePermission('dict:list'),
      schema: { tags, summary: 'Every dictionary, for selects', response: { 200: dictListSchema } },
    },
    () => service.all(),
  );

  app.post(
    '/api/dict',
    {
      preHandler: platformOnly('dict:add'),
      config: { audit: 'Create dictionary' },
      schema: { tags, summary: 'Add a dictionary', body: dictCreateSchema, response: { 201: dictSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/dict',
    {
      preHandler: platformOnly('dict:edit'),
      config: { audit: 'Edit dictionary' },
      schema: { tags, summary: 'Edit a dictionary', body: dictUpdateSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.update(request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/dict',
    {
      preHandler: platformOnly('dict:del'),
      config: { audit: 'Delete dictionaries' },
      schema: {
        tags,
        summary: 'Delete dictionaries with their entries',
        body: idListSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/dictDetail',
    {
      preHandler: platformOnly('dict:add'),
      config: { audit: 'Create dictionary entry' },
      schema: {
        tags,
        summary: 'Add an entry to a dictionary',
        body: dictDetailCreateSchema,
        response: { 201: dictDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createDetail(request.body)),
  );

  app.put(
    '/api/dictDetail',
    {
      preHandler: platformOnly('dict:edit'),
      config: { audit: 'Edit dictionary entry' },
      schema: {
        tags,
        summary: 'Edit a dictionary entry',
        body: dictDetailUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.updateDetail(request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/dictDetail/:id',
    {
      preHandler: platformOnly('dict:del'),
      config: { audit: 'Delete dictionary entry' },
      schema: {
        tags,
        summary: 'Delete a dictionary entry',
        params: dictDetailIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeDetail(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
