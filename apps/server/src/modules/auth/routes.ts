import {
  authInfoSchema,
  captchaSchema,
  loginListRequestSchema,
  loginListResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  switchFactoryRequestSchema,
} from '@gbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appVersionOf } from '../../plugins/app-version';
import { authOf } from '../../lib/auth-context';
import type { SignInService } from './sign-in';

/** A platform operator's comings and goings are the platform's, not the factory's (whose admins never see their sessions). */
async function operatorsOnThePlatform(request: FastifyRequest) {
  if (request.auth?.platformAdmin) request.platformAction = true;
}

/**
 * The specification's auth calls (docs/specification.md §7, the calls it makes): auth/code, auth/getLoginList, auth/login, auth/info,
 * auth/logout; and switching factory without signing out (auth/factories, auth/switchFactory).
 */
export const authRoutes: FastifyPluginAsyncZod<{ service: SignInService }> = async (app, { service }) => {
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    appVersion: appVersionOf(request),
  });
  const tags = ['auth'];

  app.get(
    '/auth/code',
    {
      config: { public: true },
      schema: { tags, summary: 'A new captcha', response: { 200: captchaSchema } },
    },
    (request) => service.getCaptcha(client(request)),
  );

  app.post(
    '/auth/getLoginList',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The factories an account may sign in to',
        body: loginListRequestSchema,
        response: { 200: loginListResponseSchema },
      },
    },
    (request) => service.loginList(request.body, client(request)),
  );

  app.post(
    '/auth/login',
    {
      // The captcha's answer and id are no business of the log.
      config: { public: true, audit: 'Sign in', auditRedact: ['code', 'uuid'] },
      schema: { tags, summary: 'Sign in', body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      try {
        const reply = await service.login(request.body, client(request));
        request.auditActor = { userId: reply.user.user.id, factoryId: reply.user.factory.factoryId };
        request.platformAction = reply.user.user.platformAdmin;
        return reply;
      } catch (error) {
        // A failed sign-in (wrong password or captcha, throttled, disabled) is kept under the log's "Failed".
        request.auditActor = await service.failedSignInActor(request.body);
        throw error;
      }
    },
  );

  app.get(
    '/auth/factories',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The factories the signed-in person may switch to',
        response: { 200: loginListResponseSchema },
      },
    },
    (request) => service.switchable(authOf(request)),
  );

  app.post(
    '/auth/switchFactory',
    {
      preValidation: operatorsOnThePlatform,
      config: { signedIn: true, audit: 'Switch factory to' },
      schema: {
        tags,
        summary: 'A new session in another of the person’s factories (sign-in’s rules); this one ends',
        body: switchFactoryRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const reply = await service.switchFactory(authOf(request), request.body.factoryId, client(request));
      request.auditSubject = reply.user.factory.factoryName;
      return reply;
    },
  );

  app.get(
    '/auth/info',
    {
      config: { signedIn: true },
      schema: { tags, summary: 'The signed-in user and authorities', response: { 200: authInfoSchema } },
    },
    (request) => service.info(authOf(request)),
  );

  app.delete(
    '/auth/logout',
    {
      preValidation: operatorsOnThePlatform,
      config: { signedIn: true, audit: 'Sign out' },
      schema: { tags, summary: 'Sign out: the token stops working at once', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.logout(authOf(request));
      return reply.code(204).send(null);
    },
  );
};
