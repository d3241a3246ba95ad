import { onlineKickSchema, onlineQuerySchema, onlineUserPageSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { OnlineService } from './service';

/** Who is signed in to the caller's factory, and kicking them out. Under /auth, yet never public. */
export const onlineRoutes: FastifyPluginAsyncZod<{ service: OnlineService }> = async (app, { service }) => {
  const tags = ['online users'];

  app.get(
    '/auth/online',
    {
      preHandler: requirePermission('online:list'),
      schema: {
        tags,
        summary: "The factory's live sessions; blurry searches name, mobile and IP",
        querystring: onlineQuerySchema,
        response: { 200: onlineUserPageSchema },
      },
    },
    (request) => service.list(authOf(request), request.query),
  );

  app.delete(
    '/auth/online',
    {
      preHandler: requirePermission('online:kick'),
      config: { audit: 'Kick out online users' },
      schema: {
        tags,
        summary: 'End sessions of this factory by key; their tokens stop working at once',
        body: onlineKickSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.kick(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
