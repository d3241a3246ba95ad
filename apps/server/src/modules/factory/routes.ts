import {
  factoryIdQuerySchema,
  factoryModifySchema,
  factorySettingsSchema,
  factorySettingsUpdateSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, platformOnly, requirePermission } from '../../lib/auth-context';
import type { FactoryService } from './service';

/**
 * The spec's `api/factory/*` calls on a factory alone: editing it, and its enumerations and settings. Those
 * that show its head count or register it with its people are the factory-admin module's.
 */
export const factoryRoutes: FastifyPluginAsyncZod<{ service: FactoryService }> = async (app, { service }) => {
  const tags = ['factory'];

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
