import type { FastifyReply, FastifyRequest } from 'fastify';

/** An open server-sent event stream (text/event-stream) on a request. */
export type EventStream = {
  /** Sends an event of a name with its data (one line). */
  event(name: string, data: string): void;
  /** Sends a comment line, which clients ignore: a heartbeat. */
  comment(text: string): void;
  /** Ends the stream. */
  close(): void;
  /** Called once when the stream ends, whoever ended it. */
  onClose(listener: () => void): void;
};

/** The event streams open in this process (every server-sent stream goes through openEventStream). */
let openStreams = 0;

/** The responses that are event streams (a stream's answer ends hours after its request). */
const streamResponses = new WeakSet<object>();

/** Whether a response is an event stream opened by openEventStream. */
export const isEventStreamResponse = (response: object) => streamResponses.has(response);

/** How many event streams this process holds open now (dashboards, line boards): the server monitor's figure. */
export const openEventStreamCount = () => openStreams;

/** Whether the caller asked for an event stream (EventSource and the web app send this Accept header). */
export const acceptsEventStream = (request: FastifyRequest) =>
  /\btext\/event-stream\b/.test(request.headers.accept ?? '');

/**
 * Turns a request's reply into a server-sent event stream, taking it from Fastify (hijack): the headers set so
 * far (security headers) are kept, caches and proxies are told not to buffer it, and the socket's idle timeout
 * is lifted (a stream is quiet between heartbeats). `retryMs` tells an EventSource how long to wait before
 * reconnecting.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, retryMs = 5000): EventStream {
  reply.hijack();
  const raw = reply.raw;
  streamResponses.add(raw);
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies pass the events on at once instead of buffering the answer.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  request.raw.socket.setTimeout(0);
  let closed = false;
  const listeners: (() => void)[] = [];
  openStreams += 1;
  const ended = () => {
    if (closed) return;
    closed = true;
    openStreams -= 1;
    for (const listener of listeners.splice(0)) listener();
  };
  request.raw.on('close', ended);
  raw.on('close', ended);
  raw.on('error', ended);
  const write = (text: string) => {
    if (!closed && !raw.writableEnded) raw.write(text);
  };
  write(`retry: ${retryMs}\n: open\n\n`);
  return {
    event: (name, data) => write(`event: ${name}\ndata: ${data}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    close: () => {
      if (!raw.writableEnded) raw.end();
      ended();
    },
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
