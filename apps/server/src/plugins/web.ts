import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built single-page app at `/` (hash routing, so no history fallback is needed). */
export const webPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  if (!fs.existsSync(path.join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'the web app is not built (npm run build): only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: true,
    // The build writes each asset precompressed too (.br, .gz): sent as it is to a browser that takes it.
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated to pick up a new build.
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
});
