import {
  customerCreateSchema,
  customerQuerySchema,
  customerSchema,
  idSchema,
  pageSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { CustomerService } from './service';

/** The factory's customers (`api/customers`), whom styles and shipments name. */
export const customerRoutes: FastifyPluginAsyncZod<{ service: CustomerService }> = async (
  app,
  { service },
) => {
  const tags = ['customers'];
  const params = z.object({ id: idSchema });

  app.get(
    '/api/customers',
    {
      // Styles, cut orders and shipments choose a customer too.
      preHandler: requirePermission('customer:list', 'style:list', 'bundle:list', 'shipment:list'),
      schema: {
        tags,
        summary: 'Customers, paged; blurry matches name, contact or phone',
        querystring: customerQuerySchema,
        response: { 200: pageSchema(customerSchema) },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.post(
    '/api/customers',
    {
      preHandler: requirePermission('customer:add'),
      config: { audit: 'Add customer' },
      schema: {
        tags,
        summary: 'Add a customer',
        body: customerCreateSchema,
        response: { 201: customerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request), request.body)),
  );

  app.put(
    '/api/customers/:id',
    {
      preHandler: requirePermission('customer:edit'),
      config: { audit: 'Edit customer' },
      schema: {
        tags,
        summary: 'Edit a customer (the whole customer)',
        params,
        body: customerCreateSchema,
        response: { 200: customerSchema },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/customers/:id',
    {
      preHandler: requirePermission('customer:del'),
      config: { audit: 'Delete customer' },
      schema: { tags, summary: 'Delete a customer no style names', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      request.auditSubject = await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
