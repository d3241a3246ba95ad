import { type ApiErrorBody, parseValidationMessage } from '@gbo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { zhCN as zodChinese } from 'zod/locales';
import { constraintViolation } from '../lib/db-errors';
import { findForbiddenKey, jsonPathName } from '../lib/forbidden-keys';
import { badRequest, HttpError } from '../lib/http-error';
import {
  localeOfAcceptLanguage,
  type Message,
  type MessageCode,
  msg,
  renderMessage,
  wireParams,
} from '../lib/messages';

/** eladmin's ApiError `{status, message, timestamp}`, `message` in the request's language, with `code` and `params`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: Message,
  extra?: Readonly<Record<string, unknown>>,
) {
  const locale = localeOfAcceptLanguage(reply.request.headers['accept-language']);
  const body: ApiErrorBody = {
    ...extra,
    status,
    message: renderMessage(message, locale),
    timestamp: Date.now(),
    code: message.code,
    params: wireParams(message),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
};

/** 'body/items/0/qty' → 'items[0].qty'; the request part is named only when no field is. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (parts.length === 0) return context === 'body' ? 'request body' : (context ?? 'request');
  return parts.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

let zodInChinese: ReturnType<typeof zodChinese>['localeError'] | undefined;
/** Zod's own sentence for a check no schema worded, in Chinese from zod's own catalogue. */
function zodSentenceInChinese(issue: ValidationIssue, english: string): string {
  // zod words what it received from the input, which the issue no longer carries: taken from its English.
  const received = /received (\w+)$/.exec(english)?.[1];
  if (
    issue.keyword === 'invalid_type' &&
    received !== undefined &&
    typeof issue.params?.expected === 'string'
  )
    return `无效输入：期望 ${issue.params.expected}，实际接收 ${received}`;
  zodInChinese ??= zodChinese().localeError;
  try {
    const said = zodInChinese({ ...issue.params, code: issue.keyword } as Parameters<typeof zodInChinese>[0]);
    return (typeof said === 'string' ? said : said?.message) ?? '无效输入';
  } catch {
    // An issue without the details zod's catalogue reads (not one of zod's own): its generic sentence.
    return '无效输入';
  }
}

/**
 * One message naming the first offending field, e.g. 'mobile: please enter a correct mobile number': the
 * schema's sentence found in the validation catalogue (its code and parameters), or zod's own.
 */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): Message {
  const issue = issues[0];
  if (!issue) return msg('request.invalid');
  const field = fieldName(issue, context);
  const text = issue.message ?? 'is invalid';
  if (issue.keyword === 'invalid_type' && /received undefined/.test(text)) {
    return { ...msg('validation.required', { field }), field };
  }
  const parsed = parseValidationMessage(text);
  if (parsed) return { code: parsed.code, params: parsed.params, field };
  const detail = { localized: { en: text, 'zh-CN': zodSentenceInChinese(issue, text) } };
  return { ...msg('validation.invalid', { detail }), field };
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

/** Fastify's own refusals of a request, by their code: a sentence in each language, the English one Fastify's. */
const FASTIFY_REFUSALS: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
};

function refusalOf(error: FastifyError): Message {
  const code = FASTIFY_REFUSALS[error.code];
  if (code === 'request.bodyTooLarge') return msg(code);
  // A JSON body Fastify's parser refused (malformed, or a prototype poisoning) is a SyntaxError of its own.
  if (code !== undefined) return msg(code as 'request.invalidJson', { detail: error.message });
  return msg(error instanceof SyntaxError ? 'request.invalidJson' : 'request.refused', {
    detail: error.message,
  });
}

function describe(error: FastifyError): {
  status: number;
  message: Message;
  extra?: Readonly<Record<string, unknown>>;
} {
  if (error instanceof HttpError) return { status: error.status, message: error.body, extra: error.extra };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: validationMessage(error.validation, error.validationContext) };
  }
  const violation = constraintViolation(error);
  if (violation) return { status: violation.status, message: violation.body };
  const status = error.statusCode ?? 500;
  return { status, message: status < 500 ? refusalOf(error) : msg('request.internal') };
}

/** The refusal of a body that parses but holds a key that could poison prototypes, naming the key. */
function forbiddenKeyError(text: string): HttpError | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const found = findForbiddenKey(parsed);
  return found && badRequest('request.forbiddenKey', { field: jsonPathName(found.path), key: found.key });
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
    void parseJson(request, text, (error, body) => done(error && (forbiddenKeyError(text) ?? error), body));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, extra } = describe(error);
    // The audit log keeps the real cause (stack included for a 5xx) for administrators, in English; the
    // caller sees `message` in their language.
    request.failure = status >= 500 ? failureDetail(error) : renderMessage(message, 'en');
    // Logged through failureDetail: a failed query's parameters (a password hash…) never reach a log line.
    if (status >= 500) request.log.error({ failure: request.failure }, 'request failed');
    return sendError(reply, status, message, extra);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      404,
      msg('request.notFound', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    ),
  );
});
