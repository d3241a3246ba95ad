import { DASHBOARD_CHANGED_EVENT, dashboardSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptsEventStream, type EventStream, openEventStream } from '../../lib/event-stream';
import { HttpError, msg } from '../../lib/http-error';
import { authOf, bearerToken } from '../../lib/auth-context';
import type { DashboardFeed } from './feed';
import type { DashboardService } from './service';

/** Open streams one session may hold (a dashboard in each of a few tabs); more are refused with 429. */
export const MAX_STREAMS_PER_SESSION = 5;

export type DashboardRoutesOptions = {
  service: DashboardService;
  feed: DashboardFeed;
  /** Whether a session token still signs someone in (checked at every heartbeat of a stream). */
  sessionAlive: (token: string) => Promise<boolean>;
};

/**
 * The home dashboard (`/dashboard`): every signed-in member may ask; the service answers only the parts the
 * caller may see. Its event stream tells an open dashboard when to fetch again.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { service, feed, sessionAlive },
) => {
  const tags = ['dashboard'];
  const streams = new Set<EventStream>();
  const streamsOfSession = new Map<number, number>();
  // Open streams never end by themselves: they are ended before the server stops waiting for connections.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });

  app.get(
    '/api/dashboard',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          "The home dashboard of the factory signed in to: today's, yesterday's and this month's output, the last 14 days, top workers, pieces per stage, beds in progress, shipments; each part only for those who may see it",
        response: { 200: dashboardSchema },
      },
    },
    (request) => service.get(authOf(request)),
  );

  app.get(
    '/api/dashboard/events',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Server-sent events (Accept: text/event-stream): `changed` when the factory’s dashboard figures changed (then fetch api/dashboard again), a comment as heartbeat every 25 s; ends when the session does; at most 5 open per session (429)',
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!acceptsEventStream(request)) throw new HttpError(406, msg('dashboard.notAStream'));
      // HEAD: the stream's headers, no stream.
      if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send('');
      const open = streamsOfSession.get(auth.sessionId) ?? 0;
      if (open >= MAX_STREAMS_PER_SESSION) {
        throw new HttpError(429, msg('dashboard.tooManyStreams', { max: MAX_STREAMS_PER_SESSION }));
      }
      streamsOfSession.set(auth.sessionId, open + 1);
      const token = bearerToken(request) ?? '';
      const stream = openEventStream(request, reply);
      streams.add(stream);
      const unsubscribe = feed.subscribe(auth.factoryId, {
        changed: () => stream.event(DASHBOARD_CHANGED_EVENT, '{}'),
        heartbeat: () => {
          // A session signed out, kicked out or expired since ends its stream (the client then stops).
          void sessionAlive(token)
            .catch(() => true)
            .then((alive) => (alive ? stream.comment('heartbeat') : stream.close()));
        },
      });
      stream.onClose(() => {
        unsubscribe();
        streams.delete(stream);
        const left = (streamsOfSession.get(auth.sessionId) ?? 1) - 1;
        if (left > 0) streamsOfSession.set(auth.sessionId, left);
        else streamsOfSession.delete(auth.sessionId);
      });
    },
  );
};
