import { APP_VERSION_HEADER, compareVersions } from '@gbo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, msg } from '../lib/http-error';

/** HTTP 512: the client app is older than the configured minimum (docs/specification.md §8, the error catalogue). */
export const APP_TOO_OLD_STATUS = 512;

/** The `app_version` a request carries, if any. */
export function appVersionOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[APP_VERSION_HEADER];
  return typeof sent === 'string' ? sent : undefined;
}

/** Throws HTTP 512 when the `app_version` sent is below `minimum`; a request without the header passes. */
export function checkAppVersion(sent: string | undefined, minimum: string): void {
  if (sent === undefined) return;
  if (!/^\d+(\.\d+)*$/.test(sent) || compareVersions(sent, minimum) < 0) {
    throw new HttpError(APP_TOO_OLD_STATUS, msg('request.appTooOld', { sent, minimum }));
  }
}

/** Refuses requests from client apps older than the installation's MIN_APP_VERSION. */
export const appVersionPlugin = fp(async (app: FastifyInstance, options: { minimum: string }) => {
  app.addHook('onRequest', async (request) => checkAppVersion(appVersionOf(request), options.minimum));
});
