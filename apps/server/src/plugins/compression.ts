import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Types worth compressing: JSON and text. An event stream never (it must reach the reader as it is written). */
const COMPRESSIBLE =
  /^(application\/(json|problem\+json|javascript|xml)|text\/(?!event-stream))|\+json|\+xml/;

/**
 * Answers of 1 KB or more in JSON or text leave compressed (brotli or gzip, as the caller accepts): a page of
 * 1,000 bundles shrinks from 344 KB to a few tens. Workbooks (.xlsx) are zip files, compressed already; the web
 * app's files are sent precompressed by the static plugin (an answer carrying Content-Encoding is left as it
 * is); the dashboard's event stream takes its reply from Fastify and is never buffered here.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // Request bodies are taken as they are sent (a compressed upload would only skirt the body limit).
    globalDecompression: false,
  });
});
