import {
  idListSchema,
  idSchema,
  pageSchema,
  roleCreateSchema,
  roleMenusSchema,
  roleOptionSchema,
  roleQuerySchema,
  roleSchema,
  roleUpdateSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { RoleService } from './service';

/** eladmin's RoleController on `api/roles`, plus the spec's `api/users/getRole` (roles for the people form). */
export const roleRoutes: FastifyPluginAsyncZod<{ service: RoleService }> = async (app, { service }) => {
  const tags = ['roles'];
  const noContent = { 204: z.null() };

  app.get(
    '/api/roles',
    {
      preHandler: requirePermission('roles:list'),
      schema: {
        tags,
        summary: 'Roles, paged',
        querystring: roleQuerySchema,
        response: { 200: pageSchema(roleSchema) },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/roles/:id',
    {
      preHandler: requirePermission('roles:list'),
      schema: {
        tags,
        summary: 'One role',
        params: z.object({ id: idSchema }),
        response: { 200: roleSchema },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.get(
    '/api/users/getRole',
    {
      preHandler: requirePermission('roles:list', 'user:list', 'user:add', 'user:edit'),
      schema: {
        tags,
        summary: 'The factory’s roles, for choosing',
        response: { 200: z.array(roleOptionSchema) },
      },
    },
    (request) => service.options(authOf(request)),
  );

  app.post(
    '/api/roles',
    {
      preHandler: requirePermission('roles:add'),
      config: { audit: 'Create role' },
      schema: { tags, summary: 'Create a role', body: roleCreateSchema, response: { 201: roleSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request), request.body)),
  );

  app.put(
    '/api/roles',
    {
      preHandler: requirePermission('roles:edit'),
      config: { audit: 'Edit role' },
      schema: { tags, summary: 'Edit a role', body: roleUpdateSchema, response: noContent },
    },
    async (request, reply) => {
      await service.update(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/roles/menu',
    {
      preHandler: requirePermission('roles:edit'),
      config: { audit: 'Grant menus to a role' },
      schema: {
        tags,
        summary: 'Replace the menus and buttons granted to a role',
        body: roleMenusSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.grantMenus(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/roles',
    {
      preHandler: requirePermission('roles:del'),
      config: { audit: 'Delete roles' },
      schema: { tags, summary: 'Delete roles nobody holds', body: idListSchema, response: noContent },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
