import {
  countSchema,
  idSchema,
  pageSchema,
  passwordResetSchema,
  personCreateSchema,
  personOptionSchema,
  personExportQuerySchema,
  personQuerySchema,
  personSchema,
  personUpdateSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import { subjectOf } from '../../plugins/audit';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { PeopleService } from './service';

/** The specification's `api/users/*` calls for the people of a factory (docs/specification.md §7), plus the paged list. */
export const peopleRoutes: FastifyPluginAsyncZod<{ service: PeopleService }> = async (app, { service }) => {
  const tags = ['people'];
  const noContent = { 204: z.null() };
  const options = z.array(personOptionSchema);
  // Choosing a person (a worker for a scan, a member of a line, a worker's attendance) needs one of these.
  const mayChoosePeople = requirePermission('user:list', 'scan:add', 'scan:list', 'attendance:list');

  app.get(
    '/api/users',
    {
      preHandler: requirePermission('user:list'),
      schema: {
        tags,
        summary: 'People of the factory, paged (data scope applies)',
        querystring: personQuerySchema,
        response: { 200: pageSchema(personSchema) },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/users/download',
    {
      preHandler: requirePermission('user:list'),
      schema: {
        tags,
        summary: 'The filtered people list as an Excel workbook (data scope applies)',
        querystring: personExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        'people.xlsx',
        await service.workbook(authOf(request), request.query, {
          locale: localeOfAcceptLanguage(request.headers['accept-language']),
        }),
      ),
  );

  app.post(
    '/api/users/createUser',
    {
      preHandler: requirePermission('user:add'),
      config: { audit: 'Add person' },
      schema: { tags, summary: 'Add a person', body: personCreateSchema, response: { 201: personSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(authOf(request), request.body)),
  );

  app.post(
    '/api/users/modifyUser',
    {
      preHandler: requirePermission('user:edit'),
      config: { audit: 'Edit person' },
      schema: {
        tags,
        summary: 'Edit, disable or mark as left',
        body: personUpdateSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      request.auditSubject = subjectOf(await service.update(authOf(request), request.body));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/resetPassword',
    {
      preHandler: requirePermission('user:edit'),
      config: { audit: 'Reset the password of' },
      schema: { tags, summary: "Set a member's password", body: passwordResetSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubject = subjectOf(await service.resetPassword(authOf(request), request.body));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/users/getUserNumber',
    {
      preHandler: requirePermission('user:list'),
      schema: { tags, summary: 'How many people work here now', response: { 200: countSchema } },
    },
    (request) => service.count(authOf(request), true),
  );

  app.get(
    '/api/users/getUserNumberIn',
    {
      preHandler: requirePermission('user:list'),
      schema: {
        tags,
        summary: 'How many current (deleted=false) or departed (deleted=true) people',
        querystring: z.object({
          deleted: z.enum(['true', 'false'], { error: 'deleted must be true or false' }),
        }),
        response: { 200: countSchema },
      },
    },
    (request) => service.count(authOf(request), request.query.deleted === 'false'),
  );

  app.get(
    '/api/users/getUserNameByDeptId',
    {
      preHandler: mayChoosePeople,
      schema: {
        tags,
        summary: 'Current people of a department',
        querystring: z.object({ id: idSchema }),
        response: { 200: options },
      },
    },
    (request) => service.options(authOf(request), { activeOnly: true, deptId: request.query.id }),
  );

  app.get(
    '/api/users/getUserByFactoryId',
    {
      preHandler: mayChoosePeople,
      schema: { tags, summary: 'Everyone, departed included', response: { 200: options } },
    },
    (request) => service.options(authOf(request), { activeOnly: false }),
  );

  app.get(
    '/api/users/getValidUserByFactoryId',
    {
      preHandler: mayChoosePeople,
      schema: { tags, summary: 'Current, enabled people', response: { 200: options } },
    },
    (request) => service.options(authOf(request), { activeOnly: true }),
  );
};
