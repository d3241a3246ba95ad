import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runUnderSignal } from '../db/client';

const signals = new WeakMap<FastifyRequest, AbortSignal>();

/**
 * Each request's work runs under a signal that aborts when its client goes away before the answer has been
 * sent: the database cancels the statement it is running (see openPostgres), so an abandoned request stops
 * costing the database. The body is read in the socket's own async context, so the signal is entered again
 * before validation (as @fastify/request-context does).
 */
export const requestSignalPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    signals.set(request, controller.signal);
    runUnderSignal(controller.signal, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const signal = signals.get(request);
    if (signal) runUnderSignal(signal, done);
    else done();
  });
});
