import {
  deptCreateSchema,
  deptQuerySchema,
  deptSchema,
  deptTreeSchema,
  deptUpdateSchema,
  idListSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { DeptService } from './service';

/** eladmin's DeptController on `api/dept`, plus the spec's `api/users/getDept` (the tree, for selects). */
export const deptRoutes: FastifyPluginAsyncZod<{ service: DeptService }> = async (app, { service }) => {
  const tags = ['departments'];

  app.get(
    '/api/dept',
    {
      preHandler: requirePermission('dept:list'),
      schema: {
        tags,
        summary: 'Departments (flat, data scope applies)',
        querystring: deptQuerySchema,
        response: { 200: z.object({ content: z.array(deptSchema), totalElements: z.number().int() }) },
      },
    },
    async (request) => {
      const { name, enabled } = request.query;
      const content = await service.list(authOf(request), {
        name,
        enabled: enabled === undefined ? undefined : enabled === 'true',
      });
      return { content, totalElements: content.length };
    },
  );

  app.get(
    '/api/users/getDept',
    {
      // The screens that pick a department: people, roles (custom scope), departments, and production and
      // scans, which a line supervisor filters by line, wages (filtered and settled by department), attendance,
      // efficiency and pay questions (filtered by line), and line boards (a link is issued for a line).
      preHandler: requirePermission(
        'user:list',
        'user:add',
        'user:edit',
        'roles:add',
        'roles:edit',
        'dept:list',
        'work:list',
        'scan:list',
        'wage:list',
        'attendance:list',
        'efficiency:list',
        'dispute:list',
        'board:add',
      ),
      schema: { tags, summary: 'The department tree the caller may see', response: { 200: deptTreeSchema } },
    },
    (request) => service.tree(authOf(request)),
  );

  app.post(
    '/api/dept',
    {
      preHandler: requirePermission('dept:add'),
      config: { audit: 'Create department' },
      schema: { tags, summary: 'Create a department', body: deptCreateSchema, response: { 201: deptSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request), request.body)),
  );

  app.put(
    '/api/dept',
    {
      preHandler: requirePermission('dept:edit'),
      config: { audit: 'Edit department' },
      schema: { tags, summary: 'Edit a department', body: deptUpdateSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.update(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/dept',
    {
      preHandler: requirePermission('dept:del'),
      config: { audit: 'Delete departments' },
      schema: {
        tags,
        summary: 'Delete departments and those below them',
        body: idListSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
