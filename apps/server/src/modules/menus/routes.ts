import {
  idListSchema,
  menuBuildResponseSchema,
  menuChildQuerySchema,
  menuChildResponseSchema,
  menuCreateSchema,
  menuDtoListSchema,
  menuLazyQuerySchema,
  menuPageSchema,
  menuQuerySchema,
  menuSchema,
  menuSuperiorRequestSchema,
  menuUpdateSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, platformOnly, requirePermission } from '../../lib/auth-context';
import type { MenuService } from './service';

export const menuRoutes: FastifyPluginAsyncZod<{ service: MenuService }> = async (app, { service }) => {
  const tags = ['menus'];

  app.get(
    '/api/menus/build',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The signed-in member's menu tree (eladmin's MenuVo)",
        response: { 200: menuBuildResponseSchema },
      },
    },
    (request) => service.buildForCaller(authOf(request)),
  );

  app.get(
    '/api/menus/grantable',
    {
      preHandler: requirePermission('roles:list'),
      schema: {
        tags: ['menus'],
        summary: 'The menus and buttons a role may be granted, as a tree',
        response: { 200: menuDtoListSchema },
      },
    },
    (request) => service.grantableTree(authOf(request)),
  );

  app.get(
    '/api/menus',
    {
      preHandler: platformOnly('menu:list'),
      schema: {
        tags,
        summary: 'Menus: the whole tree, one level (pid) or a title search (blurry)',
        querystring: menuQuerySchema,
        response: { 200: menuPageSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/menus/lazy',
    {
      preHandler: platformOnly('menu:list'),
      schema: {
        tags,
        summary: 'The direct sub-menus of pid (0 or absent: the top level)',
        querystring: menuLazyQuerySchema,
        response: { 200: menuDtoListSchema },
      },
    },
    (request) => service.lazy(request.query.pid),
  );

  app.get(
    '/api/menus/child',
    {
      preHandler: platformOnly('menu:list'),
      schema: {
        tags,
        summary: 'A menu id and the ids of every menu below it',
        querystring: menuChildQuerySchema,
        response: { 200: menuChildResponseSchema },
      },
    },
    (request) => service.childIds(request.query.id),
  );

  app.post(
    '/api/menus/superior',
    {
      preHandler: platformOnly('menu:list'),
      schema: {
        tags,
        summary: 'The parent-picker tree for the given menus: the top level opened down to each of them',
        body: menuSuperiorRequestSchema,
        response: { 200: menuDtoListSchema },
      },
    },
    (request) => service.superior(request.body),
  );

  app.post(
    '/api/menus',
    {
      preHandler: platformOnly('menu:add'),
      config: { audit: 'Create menu' },
      schema: { tags, summary: 'Add a menu', body: menuCreateSchema, response: { 201: menuSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/menus',
    {
      preHandler: platformOnly('menu:edit'),
      config: { audit: 'Edit menu' },
      schema: { tags, summary: 'Edit a menu', body: menuUpdateSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.update(request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/menus',
    {
      preHandler: platformOnly('menu:del'),
      config: { audit: 'Delete menus' },
      schema: {
        tags,
        summary: 'Delete menus with everything below them (role grants go with them)',
        body: idListSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(request.body);
      return reply.code(204).send(null);
    },
  );
};
