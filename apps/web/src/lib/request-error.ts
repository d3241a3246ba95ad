import { isAxiosError, isCancel } from 'axios';
import type { RequestFailure } from '@/lib/request-error-rules';

export {
  type RequestErrorOutcome,
  type RequestFailure,
  resolveRequestError,
} from '@/lib/request-error-rules';

/** Collects what `resolveRequestError` needs from whatever a request rejected with; null-safe for any input. */
export async function describeRequestFailure(error: unknown): Promise<RequestFailure> {
  if (isCancel(error)) return { cancelled: true };
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  const fromBlob = isJsonBlob(data);
  return {
    code: error.code,
    httpStatus: error.response?.status,
    body: fromBlob ? await parseJsonBlob(data) : data,
    ...(fromBlob && { fromBlob }),
  };
}

const isJsonBlob = (data: unknown): data is Blob =>
  data instanceof Blob && data.type.startsWith('application/json');

/** A download (responseType blob) that fails still carries the JSON error, inside a Blob. */
async function parseJsonBlob(data: Blob): Promise<unknown> {
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}
