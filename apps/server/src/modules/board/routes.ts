import {
  BOARD_HEARTBEAT_EVENT,
  BOARD_KEY_HEADER,
  boardEventsQuerySchema,
  boardKeySchema,
  boardLinkInputSchema,
  boardLinkSchema,
  boardSchema,
  DASHBOARD_CHANGED_EVENT,
  idSchema,
  issuedBoardLinkSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { acceptsEventStream, type EventStream, openEventStream } from '../../lib/event-stream';
import { HttpError } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import type { DashboardFeed } from '../dashboard';
import type { BoardService } from './service';

/** Open streams one display link may hold (a board reloaded while its old stream lingers); more: 429. */
export const MAX_STREAMS_PER_LINK = 3;

const idParams = z.object({ id: idSchema });

/**
 * Line boards: display links (`/work/board`: board:list, board:add, board:del) and the board itself
 * (`/board` on a TV: no session, its display link's key).
 */
export const boardRoutes: FastifyPluginAsyncZod<{ service: BoardService; feed: DashboardFeed }> = async (
  app,
  { service, feed },
) => {
  const tags = ['board'];
  const streams = new Set<EventStream>();
  const streamsOfLink = new Map<number, number>();
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });

  app.get(
    '/api/boardLinks',
    {
      preHandler: requirePermission('board:list'),
      schema: {
        tags,
        summary: 'The display links of the lines',
        response: { 200: z.array(boardLinkSchema) },
      },
    },
    (request) => service.list(authOf(request)),
  );

  app.post(
    '/api/boardLinks',
    {
      preHandler: requirePermission('board:add'),
      config: { audit: 'Issue display link' },
      schema: {
        tags,
        summary: 'Issue a display link for a line: its key is answered this once',
        body: boardLinkInputSchema,
        response: { 201: issuedBoardLinkSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.issue(authOf(request), request.body)),
  );

  app.delete(
    '/api/boardLinks/:id',
    {
      preHandler: requirePermission('board:del'),
      config: { audit: 'Revoke display link' },
      schema: {
        tags,
        summary: 'Revoke a display link: its board stops at once',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.revoke(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/board',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A line’s day so far, for its board (header X-Board-Key: the display link’s key)',
        headers: z.object({ [BOARD_KEY_HEADER]: boardKeySchema }),
        response: { 200: boardSchema },
      },
    },
    (request) => service.board(request.headers[BOARD_KEY_HEADER]),
  );

  app.get(
    '/api/board/events',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Server-sent events for a board (Accept: text/event-stream, key in the query): `changed` when its factory’s figures moved, a `heartbeat` event every 25 s; ends when the link is revoked',
        querystring: boardEventsQuerySchema,
      },
    },
    async (request, reply) => {
      if (!acceptsEventStream(request)) throw new HttpError(406, msg('dashboard.notAStream'));
      const link = await service.linkOfKey(request.query.key);
      if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send('');
      const open = streamsOfLink.get(link.id) ?? 0;
      if (open >= MAX_STREAMS_PER_LINK)
        throw new HttpError(429, msg('dashboard.tooManyStreams', { max: MAX_STREAMS_PER_LINK }));
      streamsOfLink.set(link.id, open + 1);
      const stream = openEventStream(request, reply);
      streams.add(stream);
      const unsubscribe = feed.subscribe(link.factoryId, {
        changed: () => stream.event(DASHBOARD_CHANGED_EVENT, '{}'),
        heartbeat: () => {
          // A revoked link (or a factory switched off) ends its board's stream; the board then says so.
          void service
            .linkOfKey(request.query.key)
            .then(() => true)
            .catch(() => false)
            .then((live) => (live ? stream.event(BOARD_HEARTBEAT_EVENT, '{}') : stream.close()));
        },
      });
      stream.onClose(() => {
        unsubscribe();
        streams.delete(stream);
        const left = (streamsOfLink.get(link.id) ?? 1) - 1;
        if (left > 0) streamsOfLink.set(link.id, left);
        else streamsOfLink.delete(link.id);
      });
    },
  );
};
