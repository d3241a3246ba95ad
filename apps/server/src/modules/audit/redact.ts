const SECRET_KEY = /password|token|secret|authorization/i;
const MAX_JSON_LENGTH = 4000;

/**
 * A copy of a request body safe to keep: secrets replaced, and cut short when it is large. `extraKeys` are
 * fields that are secret on this route only (the sign-in's captcha `code` and `uuid`), matched exactly.
 */
export function redactParams(body: unknown, extraKeys: readonly string[] = []): unknown {
  if (body === undefined || body === null) return null;
  const secret = (key: string) => SECRET_KEY.test(key) || extraKeys.includes(key);
  const redacted = JSON.parse(
    JSON.stringify(body, (key, value: unknown) => (secret(key) ? '[redacted]' : value)),
  ) as unknown;
  const json = JSON.stringify(redacted);
  return json.length > MAX_JSON_LENGTH
    ? { truncated: true, preview: json.slice(0, MAX_JSON_LENGTH) }
    : redacted;
}
