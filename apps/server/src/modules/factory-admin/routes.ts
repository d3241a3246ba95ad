import {
  factoryInfoSchema,
  factoryQuerySchema,
  factoryRegisterSchema,
  factorySchema,
  pageSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, platformOnly } from '../../lib/auth-context';
import type { FactoryAdminService } from './service';

/**
 * The spec's `api/factory/*` calls where a factory meets its people: the signed-in factory's info and the
 * platform's list, with their head counts, and registering a factory. The rest are the factory module's.
 */
export const factoryAdminRoutes: FastifyPluginAsyncZod<{ service: FactoryAdminService }> = async (
  app,
  { service },
) => {
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
};
