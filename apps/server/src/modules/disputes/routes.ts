import {
  disputeAnswerSchema,
  disputeCountSchema,
  disputeInputSchema,
  disputeQuerySchema,
  disputeSchema,
  disputeUnseenSchema,
  idSchema,
  pageSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { DisputeService } from './service';

const idParams = z.object({ id: idSchema });

/**
 * Pay questions: a worker asks about their pay (`/scan`, signed in, paid by the piece); supervisors read
 * (dispute:list) and answer (dispute:answer) those of their scope (`/work/dispute`, a count in the navbar).
 */
export const disputeRoutes: FastifyPluginAsyncZod<{ service: DisputeService }> = async (app, { service }) => {
  const tags = ['disputes'];

  app.post(
    '/api/disputes',
    {
      config: { signedIn: true, audit: 'Question pay' },
      schema: {
        tags,
        summary: 'The signed-in worker questions a day of their pay, or one line of it',
        body: disputeInputSchema,
        response: { 201: disputeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.ask(authOf(request), request.body)),
  );

  app.get(
    '/api/disputes/mine',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in worker’s questions about their pay, newest first, with the answers',
        response: { 200: z.array(disputeSchema) },
      },
    },
    (request) => service.mine(authOf(request)),
  );

  app.get(
    '/api/disputes/mine/unseen',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'How many answers to the signed-in worker’s questions they have not read',
        response: { 200: disputeUnseenSchema },
      },
    },
    (request) => service.unseen(authOf(request)),
  );

  app.get(
    '/api/disputes',
    {
      preHandler: requirePermission('dispute:list'),
      schema: {
        tags,
        summary: 'Workers’ questions about their pay in the caller’s scope, open first',
        querystring: disputeQuerySchema,
        response: { 200: pageSchema(disputeSchema) },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/api/disputes/count',
    {
      preHandler: requirePermission('dispute:list'),
      schema: {
        tags,
        summary: 'Open questions in the caller’s scope',
        response: { 200: disputeCountSchema },
      },
    },
    (request) => service.count(authOf(request)),
  );

  app.put(
    '/api/disputes/:id/answer',
    {
      preHandler: requirePermission('dispute:answer'),
      config: { audit: 'Answer pay question' },
      schema: {
        tags,
        summary: 'Answer a worker’s question (answering again amends it)',
        params: idParams,
        body: disputeAnswerSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.answer(authOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
