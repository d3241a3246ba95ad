import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { describeRequestFailure, type RequestErrorOutcome, resolveRequestError } from '@/lib/request-error';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };

function responseError(httpStatus: number, data: unknown): AxiosError {
  const response: AxiosResponse = { status: httpStatus, statusText: '', headers: {}, config, data };
  return new AxiosError(
    `Request failed with status code ${httpStatus}`,
    AxiosError.ERR_BAD_RESPONSE,
    config,
    {},
    response,
  );
}

const apiError = (status: number, message: string) => ({ status, message, timestamp: 1_700_000_000_000 });
const jsonBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });

describe('request error rules (docs/specification.md §8, the error catalogue)', () => {
  it.each<[string, unknown, RequestErrorOutcome]>([
    [
      'timeout (the client clarifies it as ETIMEDOUT)',
      new AxiosError('timeout of 300000ms exceeded', AxiosError.ETIMEDOUT, config, {}),
      { kind: 'timeout' },
    ],
    [
      'request aborted by the browser, e.g. a page reload (ECONNABORTED): not a timeout',
      new AxiosError('Request aborted', AxiosError.ECONNABORTED, config, {}),
      { kind: 'cancelled' },
    ],
    ['HTTP 512: app too old', responseError(512, apiError(512, 'client too old')), { kind: 'upgrade' }],
    ['HTTP 512 without a body', responseError(512, ''), { kind: 'upgrade' }],
    ['body status 401', responseError(401, apiError(401, 'session expired')), { kind: 'unauthorized' }],
    ['body status 403', responseError(403, apiError(403, 'forbidden')), { kind: 'forbidden' }],
    [
      'other status with a message',
      responseError(400, apiError(400, 'wrong captcha')),
      { kind: 'message', message: 'wrong captcha' },
    ],
    [
      '429 with a message',
      responseError(429, apiError(429, 'too many attempts')),
      { kind: 'message', message: 'too many attempts' },
    ],
    [
      '503 with a message: the server is unavailable for a while (restoring a backup)',
      responseError(503, {
        ...apiError(503, 'The server is restoring a backup'),
        code: 'maintenance.restoring',
      }),
      { kind: 'unavailable', message: 'The server is restoring a backup' },
    ],
    [
      '503 without a body (a proxy’s page)',
      responseError(503, '<html>Unavailable</html>'),
      { kind: 'failed' },
    ],
    ['body status without a message', responseError(500, { status: 500 }), { kind: 'failed' }],
    ['no status in the body', responseError(502, '<html>Bad Gateway</html>'), { kind: 'failed' }],
    [
      'no response at all (network down): the server cannot be reached',
      new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}),
      { kind: 'unreachable' },
    ],
    [
      'JSON Blob body (a failed download)',
      responseError(400, jsonBlob(apiError(400, 'no data to export'))),
      { kind: 'message', message: 'no data to export' },
    ],
    [
      'JSON Blob body with status 401',
      responseError(401, jsonBlob(apiError(401, 'expired'))),
      { kind: 'unauthorized' },
    ],
    [
      'JSON Blob body with a message and no status (docs/specification.md §8, the error catalogue: read the message and show it)',
      responseError(500, jsonBlob({ message: 'export failed' })),
      { kind: 'message', message: 'export failed' },
    ],
    [
      'unreadable JSON Blob',
      responseError(500, new Blob(['{oops'], { type: 'application/json' })),
      { kind: 'failed' },
    ],
    ['cancelled by the caller', new CanceledError(), { kind: 'cancelled' }],
    ['not an axios error', new TypeError('boom'), { kind: 'failed' }],
    ['nothing at all', undefined, { kind: 'failed' }],
  ])('%s', async (_situation, error, expected) => {
    expect(resolveRequestError(await describeRequestFailure(error))).toEqual(expected);
  });

  it('reads the HTTP status, not a body status, for 512', () => {
    expect(resolveRequestError({ httpStatus: 400, body: apiError(512, 'odd') })).toEqual({
      kind: 'message',
      message: 'odd',
    });
  });
});
