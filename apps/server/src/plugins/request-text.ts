import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

/** 'items.0.name' → 'items[0].name', as validation messages name fields. */
function fieldName(path: readonly string[]): string {
  return path.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** The path of the first string (or key) holding a NUL character, walked without recursion. */
export function findNul(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: at, path } = stack.pop()!;
    if (typeof at === 'string') {
      if (at.includes('\u0000')) return path;
    } else if (at && typeof at === 'object') {
      for (const [key, child] of Object.entries(at)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push({ value: child, path: [...path, key] });
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
