/**
 * Where a parsed JSON body holds a key that could poison prototypes, as Fastify's parser refuses it: any
 * `__proto__`, and a `constructor` holding a `prototype`. Walked without recursion (a body may nest deep).
 */
export function findForbiddenKey(value: unknown): { path: string[]; key: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: at, path } = stack.pop()!;
    if (!at || typeof at !== 'object') continue;
    for (const [key, child] of Object.entries(at) as [string, unknown][]) {
      if (key === '__proto__') return { path, key };
      if (key === 'constructor' && child && typeof child === 'object' && Object.hasOwn(child, 'prototype'))
        return { path, key };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** 'items.0.meta' → 'items[0].meta'; the body itself is 'body'. */
export function jsonPathName(path: readonly string[]): string {
  if (!path.length) return 'body';
  return path.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}
