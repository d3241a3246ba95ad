import { createHash, timingSafeEqual } from 'node:crypto';
import { serverMonitorSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, platformOnly } from '../../lib/auth-context';
import { msg } from '../../lib/messages';
import { sendError } from '../../plugins/errors';
import type { Prometheus } from './prometheus';
import type { MonitorService } from './service';

/** `GET api/monitor/server`: the server monitor's figures, for platform operators. */
export const monitorRoutes: FastifyPluginAsyncZod<{ service: MonitorService }> = async (app, { service }) => {
  app.get(
    '/api/monitor/server',
    {
      preHandler: platformOnly('server:list'),
      schema: {
        tags: ['server monitor'],
        summary: 'Every live server process, this host, the database and the requests of the last hour',
        response: { 200: serverMonitorSchema },
      },
    },
    () => service.server(),
  );
};

/** Compares two secrets in constant time (their digests, so their lengths give nothing away either). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * `GET /metrics` in Prometheus' text format, outside the sessions of /api: it answers only the bearer token
 * METRICS_TOKEN sets (401 without it or with another); without METRICS_TOKEN it is not registered (404).
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ token: string; prometheus: Prometheus }> = async (
  app,
  { token, prometheus },
) => {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const given = bearerToken(request);
    if (given === null || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, msg('monitor.metricsToken'));
    }
    return reply
      .type(prometheus.contentType)
      .header('cache-control', 'no-store')
      .send(await prometheus.text());
  });
};
