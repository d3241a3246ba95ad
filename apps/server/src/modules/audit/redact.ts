/** Keys that may hold a secret, however a client spells them: password, passwd, pwd, pass, confirmPass, token… */
const SECRET_KEY = /pass|pwd|token|secret|authori[sz]ation|credential/i;
/** PostgreSQL text and jsonb cannot hold it: kept visible, so a request carrying one is still logged. */
const NUL = String.fromCharCode(0);

/** Half of a UTF-16 surrogate pair on its own: PostgreSQL's JSON refuses it (a whole pair is one code point). */
const LONE_SURROGATE = /\p{Surrogate}/gu;

/** Text safe to store: a NUL character becomes the visible "\u0000", half a surrogate pair its "\ud800". */
export function storable(text: string): string {
  return text
    .replaceAll(NUL, '\\u0000')
    .replace(LONE_SURROGATE, (half) => `\\u${half.charCodeAt(0).toString(16)}`);
}
const MAX_JSON_LENGTH = 4000;
/** Deeper parts of a body are replaced by a marker: no real form nests this deep, and copying stays bounded. */
const MAX_DEPTH = 32;
export const TOO_DEEP = '[too deep]';

/**
 * A copy of a request body safe to keep: secrets replaced, parts nested deeper than MAX_DEPTH replaced, and
 * cut short when it is large. `extraKeys` are fields that are secret on this route only (the sign-in's
 * captcha `code` and `uuid`), matched exactly. It never throws: a log line must not fail its write.
 */
export function redactParams(body: unknown, extraKeys: readonly string[] = []): unknown {
  if (body === undefined || body === null) return null;
  const secret = (key: string) => SECRET_KEY.test(key) || extraKeys.includes(key);
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return storable(value);
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        storable(key),
        secret(key) ? '[redacted]' : copy(item, depth + 1),
      ]),
    );
  };
  const redacted = copy(body, 0);
  const json = JSON.stringify(redacted);
  return json.length > MAX_JSON_LENGTH
    ? { truncated: true, preview: json.slice(0, MAX_JSON_LENGTH) }
    : redacted;
}
