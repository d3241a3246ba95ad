import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { AVATAR_NAME } from './avatar';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** `GET /avatar/{name}`: avatars are public pictures behind unguessable names, cached for long. */
export const avatarFileRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.get(
    '/avatar/:name',
    { logLevel: 'warn', schema: { tags: ['users'], params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const file = path.join(dir, name);
      if (!AVATAR_NAME.test(name) || !(await fs.stat(file).catch(() => null)))
        throw notFound('users.noSuchAvatar');
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
};
