const SECRET_KEY = /password|token|secret|authorization/i;
const MAX_JSON_LENGTH = 4000;

/** A copy of a request body safe to keep: secrets replaced, and cut short when it is large. */
export function redactParams(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const redacted = JSON.parse(
    JSON.stringify(body, (key, value: unknown) => (SECRET_KEY.test(key) ? '[redacted]' : value)),
  ) as unknown;
  const json = JSON.stringify(redacted);
  return json.length > MAX_JSON_LENGTH
    ? { truncated: true, preview: json.slice(0, MAX_JSON_LENGTH) }
    : redacted;
}
