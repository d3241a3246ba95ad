import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { msg } from '../../lib/messages';
import { sendError } from '../../plugins/errors';

/** GET /health: 200 while the database answers, 503 otherwise (for load balancers and monitors). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return sendError(reply, 503, msg('request.databaseDown'));
      }
    },
  );
};
