import {
  factoryIdQuerySchema,
  factoryInfoSchema,
  factoryModifySchema,
  factoryQuerySchema,
  factoryRegisterSchema,
  factorySchema,
  factorySettingsSchema,
  factorySettingsUpdateSchema,
  pageSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../plugins/auth';
import { platformOnly } from '../../plugins/platform-only';
import type { FactoryService } from './service';

/** The spec's `api/factory/*` calls: the signed-in factory's info, and the platform's factory management. */
export const factoryRoutes: FastifyPluginAsyncZod<{ service: FactoryService }> = async (app, { service }) => {
  const tags = ['factory'];

  app.get(
    '/api/factory/getFactory',
    {
      // No permission check: the navbar's enterprise-info dialog is open to every signed-in member (spec).
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in factory (enterprise info)',
        response: { 200: factoryInfoSchema },
      },
    },
    (request) => service.info(authOf(request)),
  );

  app.get(
    '/api/factory/list',
    {
      preHandler: platformOnly('factory:list'),
      schema: {
        tags,
        summary: 'Every factory (platform operators)',
        querystring: factoryQuerySchema,
        response: { 200: pageSchema(factorySchema) },
      },
    },
    (request) => service.list(request.query),
  );

  app.post(
    '/api/factory/register',
    {
      preHandler: platformOnly('factory:add'),
      config: { audit: 'Register factory' },
      schema: {
        tags,
        summary: 'Register a factory with its default roles and first administrator',
        body: factoryRegisterSchema,
        response: { 201: factorySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

  app.post(
    '/api/factory/modifyFactory',
    {
      preHandler: platformOnly('factory:edit'),
      config: { audit: 'Edit factory' },
      schema: { tags, summary: 'Edit a factory', body: factoryModifySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.modify(request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/factory/getFactoryEnum',
    {
      // Also for those who enter styles and cut beds: the colour and size presets, default max plies and
      // ticket template are their defaults. The service keeps anyone but an operator to their own factory.
      preHandler: requirePermission('factory:edit', 'style:add', 'style:edit', 'bundle:add', 'bundle:print'),
      schema: {
        tags,
        summary: "A factory's enumerations and settings",
        querystring: factoryIdQuerySchema,
        response: { 200: factorySettingsSchema },
      },
    },
    (request) => service.getSettings(authOf(request), request.query.factoryId),
  );

  app.post(
    '/api/factory/updateFactoryEnum',
    {
      preHandler: requirePermission('factory:edit'),
      // Before the body is validated, so a refused change is filed in the right log too.
      preValidation: async (request) => {
        const target = (request.body as { factoryId?: unknown } | null)?.factoryId;
        const auth = authOf(request);
        // An operator's change to another factory is the platform's doing: audited in the platform's log.
        if (auth.platformAdmin && String(target) !== String(auth.factoryId)) request.platformAction = true;
      },
      config: { audit: 'Edit factory settings of' },
      schema: {
        tags,
        summary: "Replace a factory's enumerations and settings",
        body: factorySettingsUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const factoryName = await service.updateSettings(
        authOf(request),
        request.body.factoryId,
        request.body.settings,
      );
      request.auditSubject = factoryName;
      return reply.code(204).send(null);
    },
  );
};
