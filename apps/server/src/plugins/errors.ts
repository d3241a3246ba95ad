import type { ApiErrorBody } from '@gbo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { constraintViolation } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

export function sendError(reply: FastifyReply, status: number, message: string) {
  const body: ApiErrorBody = { status, message, timestamp: Date.now() };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

type ValidationIssue = { instancePath: string; message?: string; keyword: string };

/** 'body/items/0/qty' → 'items[0].qty'; the request part is named only when no field is. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (parts.length === 0) return context === 'body' ? 'request body' : (context ?? 'request');
  return parts.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** One readable sentence naming the first offending field, e.g. 'mobile: please enter a correct mobile number'. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const field = fieldName(issue, context);
  const message = issue.message ?? 'is invalid';
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) return `${field} is required`;
  // Messages written for the user may already name their field ('password is required').
  return message.startsWith(`${field} `) ? message : `${field}: ${message}`;
}

/**
 * What the audit log keeps of a 5xx for administrators: the error's name and message, its cause (the
 * driver's code, e.g. the SQLSTATE, and message) and the stack frames — never a failed query's parameters, which Drizzle
 * writes into its message (`Failed query: …\nparams: …`) and which may hold a password hash.
 */
export function failureDetail(error: Error): string {
  const query = (error as { query?: unknown }).query;
  const lines = [`${error.name}: ${typeof query === 'string' ? `Failed query: ${query}` : error.message}`];
  if (error.cause instanceof Error) {
    const code = (error.cause as { code?: unknown }).code;
    lines.push(`cause${typeof code === 'string' ? ` [${code}]` : ''}: ${error.cause.message}`);
  }
  // The stack opens with the message (parameters included); only the frames after it are kept.
  const stack = error.stack ?? '';
  const end = error.message ? stack.indexOf(error.message) : -1;
  const frames = (end < 0 ? stack : stack.slice(end + error.message.length)).split('\n');
  lines.push(...frames.filter((line) => /^\s+at /.test(line)));
  return lines.join('\n');
}

function describe(error: FastifyError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: validationMessage(error.validation, error.validationContext) };
  }
  const violation = constraintViolation(error);
  if (violation) return { status: violation.status, message: violation.message };
  const status = error.statusCode ?? 500;
  return { status, message: status < 500 ? error.message : 'Internal server error' };
}

/** Every error leaves as eladmin's ApiError `{status, message, timestamp}`; a 5xx never shows its internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // The spec's wire convention: every request may carry a JSON content type, with or without a body. An empty
  // JSON body is no body (a route that needs one then says which field is missing); anything else is parsed
  // by Fastify's own parser, which refuses prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describe(error);
    // The audit log keeps the real cause (stack included for a 5xx) for administrators; the caller sees `message`.
    request.failure = status >= 500 ? failureDetail(error) : message;
    // Logged through failureDetail: a failed query's parameters (a password hash…) never reach a log line.
    if (status >= 500) request.log.error({ failure: request.failure }, 'request failed');
    return sendError(reply, status, message);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `Not found: ${request.method} ${request.url.split('?')[0]}`),
  );
});
