import fastifyMultipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  avatarResponseSchema,
  profileUpdateSchema,
  rePasswordRequestSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, msg } from '../../lib/http-error';
import { authOf } from '../../lib/auth-context';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ service: UserService }> = async (app, { service }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

  app.put(
    '/api/users/center',
    {
      config: { signedIn: true, audit: 'Edit own profile' },
      schema: {
        tags: ['users'],
        summary: 'Edit your own name and email',
        body: profileUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.updateProfile(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/updateAvatar',
    {
      config: { signedIn: true, audit: 'Change own avatar' },
      schema: {
        tags: ['users'],
        summary: 'Upload your avatar (multipart field "avatar": PNG, JPEG or WebP, at most 2 MiB)',
        response: { 200: avatarResponseSchema },
      },
    },
    async (request) => {
      // A form without a boundary, or cut short, is the sender's fault: busboy's errors become a 400.
      const unreadable = (error: unknown) => {
        if (error instanceof HttpError) return error;
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          return new HttpError(413, msg('users.pictureTooLarge', { mib: AVATAR_MAX_BYTES / 1024 / 1024 }));
        }
        return badRequest('users.incompleteUpload');
      };
      const bytes = await (async () => {
        const file = await request.file();
        if (!file || file.fieldname !== 'avatar') throw badRequest('users.choosePicture');
        return file.toBuffer();
      })().catch((error: unknown) => {
        throw unreadable(error);
      });
      return { avatarName: await service.updateAvatar(authOf(request), bytes) };
    },
  );

  app.post(
    '/api/users/rePassword',
    {
      config: { signedIn: true, audit: 'Change own password' },
      schema: {
        tags: ['users'],
        summary: "Change the caller's own password (ends all their sessions)",
        body: rePasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.changeOwnPassword(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
