import {
  type Message,
  type MessageCode,
  msg,
  type ParamArgs,
  type ParamValue,
  renderMessage,
} from './messages';

/**
 * An error with an HTTP status and a coded message for the user; the error handler answers it as eladmin's
 * ApiError body, with `message` in the request's language and `code`/`params` beside it. `message` (the
 * Error's) is the English sentence, for logs and the audit log.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Message,
    /** Fields the answer carries beside the ApiError's (an import's refused result). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(renderMessage(body, 'en'));
    this.name = 'HttpError';
  }
}

type ErrorFactory = {
  <C extends MessageCode>(code: C, ...params: ParamArgs<C>): HttpError;
  (message: Message): HttpError;
};

function errorOf(status: number, fallback?: MessageCode): ErrorFactory & (() => HttpError) {
  return (first?: MessageCode | Message, params?: Record<string, ParamValue>) => {
    const message =
      first === undefined
        ? { code: fallback!, params: {} }
        : typeof first === 'string'
          ? { code: first, params: params ?? {} }
          : first;
    return new HttpError(status, message);
  };
}

/** `badRequest('customers.nameTaken', { name })`, or `badRequest(message)` for a message built elsewhere. */
export const badRequest: ErrorFactory = errorOf(400);
/** Without a message: the session has expired. */
export const unauthorized = errorOf(401, 'auth.sessionExpired');
/** Without a message: no permission. */
export const forbidden = errorOf(403, 'auth.forbidden');
export const notFound: ErrorFactory = errorOf(404);
export const conflict: ErrorFactory = errorOf(409);
export const tooManyRequests: ErrorFactory = errorOf(429);

export { msg };
