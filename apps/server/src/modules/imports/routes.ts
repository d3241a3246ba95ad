import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, importKindSchema, importQuerySchema, importResultSchema } from '@gbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import { badRequest, HttpError, msg } from '../../lib/http-error';
import { localeOfAcceptLanguage } from '../../lib/messages';
import { sendXlsx } from '../../lib/xlsx';
import type { ImportService } from './service';

/** Whoever may add or change any kind's records may ask; the service checks the kind's own permissions. */
const mayImport = requirePermission(
  'style:add',
  'style:edit',
  'customer:add',
  'customer:edit',
  'user:add',
  'user:edit',
);

/** Excel import (`api/imports/{kind}`): templates, a check of a file, and its write. */
export const importRoutes: FastifyPluginAsyncZod<{ service: ImportService }> = async (app, { service }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } });
  const tags = ['imports'];
  const params = z.object({ kind: importKindSchema });

  app.get(
    '/api/imports/:kind/template',
    {
      preHandler: mayImport,
      schema: { tags, summary: "The kind's template workbook, its header in the caller's language", params },
    },
    async (request, reply) => {
      const locale = localeOfAcceptLanguage(request.headers['accept-language']);
      const workbook = await service.template(authOf(request), request.params.kind, locale);
      return sendXlsx(reply, `${request.params.kind}-template.xlsx`, workbook);
    },
  );

  app.post(
    '/api/imports/:kind',
    {
      // A dry run changes nothing, refused or not (even before its body is read): not audited.
      onRequest: async (request) => {
        if ((request.query as { dryRun?: unknown }).dryRun === 'true') request.changedNothing = true;
      },
      preHandler: mayImport,
      config: { audit: 'Import' },
      schema: {
        tags,
        summary:
          'Checks a spreadsheet (multipart field "file", .xlsx or .csv) and, unless dryRun=true, writes it all or nothing (409 with the errors)',
        params,
        querystring: importQuerySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const dryRun = request.query.dryRun;
      const bytes = await uploadedFile(request);
      const locale = localeOfAcceptLanguage(request.headers['accept-language']);
      const result = await service.run({ auth: authOf(request), locale, dryRun }, kind, bytes);
      request.auditSubject = `${kind}: ${result.creates} created, ${result.updates} updated, ${result.unchanged} unchanged`;
      return result;
    },
  );
};

/** The form's one file; a form cut short or without a boundary is the sender's fault (400), too big a 413. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw badRequest('imports.chooseFile');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, msg('imports.fileTooLarge', { mib: IMPORT_MAX_BYTES / 1024 / 1024 }));
    // A JSON body, or none: no file was chosen.
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('imports.chooseFile');
    throw badRequest('imports.incompleteUpload');
  }
}
