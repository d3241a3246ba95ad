import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  BACKUP_EXTENSION,
  BACKUP_UPLOAD_MAX_BYTES,
  backupIdParamsSchema,
  backupListSchema,
  backupSchema,
  restoreBackupSchema,
  restoreStartedSchema,
} from '@gbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, platformOnly } from '../../lib/auth-context';
import { badRequest, HttpError, msg } from '../../lib/http-error';
import type { BackupService, RestoreSource } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** A backup file uploaded to restore from, saved to disk before the body is validated. */
    uploadedBackup?: { file: string; fileName: string };
  }
}

/** The restore's JSON body; an upload sends the same fields with its file, and no id. */
const restoreBodySchema = restoreBackupSchema.partial({ id: true });

/** Backups and restore (`api/backups`): the platform operators' alone. */
export const backupRoutes: FastifyPluginAsyncZod<{ service: BackupService; uploadDir: string }> = async (
  app,
  { service, uploadDir },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: BACKUP_UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024 },
  });
  const tags = ['backups'];

  app.get(
    '/api/backups',
    {
      preHandler: platformOnly('backup:list'),
      schema: {
        tags,
        summary: 'Every backup kept, newest first, and how backups are made here',
        response: { 200: backupListSchema },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/api/backups',
    {
      preHandler: platformOnly('backup:add'),
      config: { audit: 'Back up now' },
      schema: {
        tags,
        summary: 'Starts a backup: it is written, then proven by a restore into a scratch database',
        response: { 202: backupSchema },
      },
    },
    async (_request, reply) => reply.code(202).send(await service.start('manual')),
  );

  app.get(
    '/api/backups/:id/download',
    {
      preHandler: platformOnly('backup:list'),
      config: { audit: 'Download backup', auditRead: true },
      schema: { tags, summary: 'A backup file', params: backupIdParamsSchema },
    },
    async (request, reply) => {
      const { file, backup } = service.download(request.params.id);
      request.auditSubject = backup.fileName;
      const { size } = await fs.promises.stat(file);
      return reply
        .type('application/gzip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .send(fs.createReadStream(file));
    },
  );

  app.delete(
    '/api/backups/:id',
    {
      preHandler: platformOnly('backup:del'),
      config: { audit: 'Delete backup' },
      schema: { tags, summary: 'Removes a backup and its file', params: backupIdParamsSchema },
    },
    async (request, reply) => {
      service.remove(request.params.id);
      request.auditSubject = request.params.id;
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/backups/restore',
    {
      preHandler: platformOnly('backup:restore'),
      // After the permission check: an upload is saved to disk, and its fields become the body to validate.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        // The password and the name typed are checked before the file is received: a wrong one writes nothing.
        const check = (fields: Record<string, string>, fileName: string) =>
          service.checkUpload(restoreRequest(request, fields.password ?? '', fields.confirm ?? ''), fileName);
        request.body = (await receiveUpload(request, uploadDir, check)) as typeof request.body;
      },
      onResponse: async (request) => {
        if (request.uploadedBackup) await fs.promises.rm(request.uploadedBackup.file, { force: true });
      },
      // The restore writes its own line (its audit row cannot share a transaction with the data it replaces).
      config: { audit: false },
      schema: {
        tags,
        summary:
          "Restores a backup over the whole installation: JSON {id, password, confirm} for a kept one, or multipart with file, password and confirm (the file's name typed again)",
        body: restoreBodySchema,
        response: { 202: restoreStartedSchema },
      },
    },
    async (request, reply) => {
      const { id, password, confirm } = request.body;
      let source: RestoreSource;
      if (request.uploadedBackup && id) throw badRequest('backups.idOrFile');
      if (request.uploadedBackup) source = request.uploadedBackup;
      else if (id) source = { kept: id };
      else throw badRequest(msg('validation.required', { field: 'id' }));
      const started = await service.restore(source, {
        ...restoreRequest(request, password, confirm),
        passwordChecked: Boolean(request.uploadedBackup),
      });
      // Once the answer has left, the server restarts on the restored data.
      reply.raw.once('finish', () => service.restarting());
      return reply.code(202).send(started);
    },
  );
};

/** Who asks for a restore, with what, from where. */
const restoreRequest = (request: FastifyRequest, password: string, confirm: string) => ({
  auth: authOf(request),
  password,
  confirm,
  ip: request.ip,
  browser: request.headers['user-agent'] ?? '',
});

/**
 * Saves an upload's one file to disk, once `check` has passed the fields sent before it, and answers the
 * fields; the file is removed once the request ends.
 */
async function receiveUpload(
  request: FastifyRequest,
  uploadDir: string,
  check: (fields: Record<string, string>, fileName: string) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (request.uploadedBackup) throw badRequest('backups.oneFile');
      if (fields.password === undefined || fields.confirm === undefined)
        throw badRequest('backups.fieldsFirst');
      const fileName = path.basename(part.filename || 'backup');
      await check(fields, fileName);
      await fs.promises.mkdir(uploadDir, { recursive: true, mode: 0o700 });
      const file = path.join(uploadDir, `.upload-${randomBytes(8).toString('hex')}${BACKUP_EXTENSION}`);
      request.uploadedBackup = { file, fileName };
      await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    // Refused: the file received so far goes now, not when the answer has left.
    if (request.uploadedBackup) await fs.promises.rm(request.uploadedBackup.file, { force: true });
    request.uploadedBackup = undefined;
    if (error instanceof HttpError) throw error;
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('backups.oneFile');
    throw badRequest('backups.incompleteUpload');
  }
  if (!request.uploadedBackup) throw badRequest('backups.fileRequired', { extension: BACKUP_EXTENSION });
  return fields;
}

const tooLarge = () =>
  new HttpError(413, msg('backups.fileTooLarge', { max: `${BACKUP_UPLOAD_MAX_BYTES / 1024 ** 3} GiB` }));
