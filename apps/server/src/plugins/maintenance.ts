import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Maintenance } from '../lib/maintenance';
import { msg } from '../lib/messages';
import { sendError } from './errors';

/** The paths maintenance closes: the API, sign-in, the health check and the metrics (the page's files stay). */
const CLOSED = /^\/(api|auth|health|metrics)(\/|$|\?)/;

/**
 * While the installation is in maintenance, every request to the API (sign-in and /health included) answers
 * 503 with a message saying why; one already running finishes. Registered first, before any route.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance, { maintenance }: { maintenance: Maintenance }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!maintenance.active || !CLOSED.test(request.url)) return;
      reply.header('retry-after', '10');
      return sendError(reply, 503, msg('maintenance.restoring'));
    });
  },
);
