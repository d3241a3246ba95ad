import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

/** 'items.0.name' → 'items[0].name', as validation messages name fields. */
function fieldName(path: readonly string[]): string {
  return path.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

type Visit = { value: unknown; key: string | null; parent: Visit | null };

/** The keys from the root down to `at`. */
function pathOf(at: Visit | null): string[] {
  const path: string[] = [];
  for (let node = at; node && node.key !== null; node = node.parent) path.push(node.key);
  return path.reverse();
}

/**
 * The path of the first string (or key) holding a NUL character, walked without recursion. Each node keeps
 * its parent, not a copy of its path: copying paths made a deeply nested body (100,000 levels in 200 KB)
 * cost O(depth²) and stalled the whole server for a minute.
 */
export function findNul(value: unknown): string[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const at = visit.value;
    if (typeof at === 'string') {
      if (at.includes('\u0000')) return pathOf(visit);
    } else if (at && typeof at === 'object') {
      for (const [key, child] of Object.entries(at)) {
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL stores no NUL character in text: every request's query, path parameters and JSON body are
 * refused with a 400 naming the field before any route sees them (otherwise a 500 from the database, or
 * worse, from a streamed download that has already begun).
 */
export const requestTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path) {
        const field = path.length ? fieldName(path) : 'request body';
        throw badRequest(`${field}: must not contain NUL characters`);
      }
    }
  });
});
