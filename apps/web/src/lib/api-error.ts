import { isAxiosError } from 'axios';

/** The HTTP status a request failed with; undefined when no answer came (or it was no request). */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's sentence (`{status, message}`) of a failed request, if it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : undefined;
}

/** A form field's path as antd names it: `processes[2].rate` → ['processes', 2, 'rate']. */
export type FieldPath = (string | number)[];

/** `styleNo: …`, `styleNo is required`, `processes[0].sizeRates.3XL: …`: the field path opening the sentence. */
const FIELD_PATH = /^([A-Za-z_]\w*(?:\[\d+\]|\.[^\s.:[\]]+)*)(:\s*|\s)(.+)$/s;

/**
 * The field a 400 (or 409) message names, when it opens with a field path the form knows (`fields` are the
 * top-level names), and what to show on it: the sentence after "path:" or the whole "styleNo is required".
 */
export function fieldErrorOf(
  message: string | undefined,
  fields: readonly string[],
): { path: FieldPath; message: string } | undefined {
  const match = message ? FIELD_PATH.exec(message) : null;
  if (!match) return undefined;
  const [, pathText = '', separator = '', rest = ''] = match;
  const path: FieldPath = [];
  for (const [, index, key] of pathText.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) {
    path.push(index === undefined ? (key ?? '') : Number(index));
  }
  if (!fields.includes(String(path[0]))) return undefined;
  return { path, message: separator.startsWith(':') ? rest : (message ?? '') };
}
