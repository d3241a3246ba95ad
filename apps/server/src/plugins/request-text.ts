import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VALIDATION_MESSAGES_EN } from '@gbo/contracts';
import { badRequest, msg } from '../lib/http-error';

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

/** Half of a UTF-16 surrogate pair on its own (code point by code point, a whole pair is one astral one). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL would not store a text: a NUL character, or half of a UTF-16 surrogate pair (not Unicode). */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return VALIDATION_MESSAGES_EN['validation.nulCharacters'];
  if (LONE_SURROGATE.test(text)) return VALIDATION_MESSAGES_EN['validation.loneSurrogate'];
  return null;
}

/**
 * The path of the first string (or key) PostgreSQL would not store, and why, walked without recursion. Each node keeps
 * its parent, not a copy of its path: copying paths made a deeply nested body (100,000 levels in 200 KB)
 * cost O(depth²) and stalled the whole server for a minute.
 */
export function findUnstorableText(value: unknown): { path: string[]; problem: string } | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const at = visit.value;
    if (typeof at === 'string') {
      const problem = unstorable(at);
      if (problem) return { path: pathOf(visit), problem };
    } else if (at && typeof at === 'object') {
      for (const [key, child] of Object.entries(at)) {
        const problem = unstorable(key);
        if (problem) return { path: [...pathOf(visit), key], problem };
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL stores no NUL character in text, nor (in JSON, such as the audit log's copy of a request) half a
 * surrogate pair: every request's query, path parameters and JSON body holding one are refused with a 400
 * naming the field before any route sees them (otherwise a 500 from the database, or worse, from a streamed
 * download that has already begun). It runs as the last of each route's preValidation hooks, after the access
 * checks the auth plugin puts first: a caller without the permission gets 403 whatever the input, and a
 * platform operator's refused request is already marked for the platform's log.
 */
export const requestTextPlugin = fp(async (app: FastifyInstance) => {
  const refuseUnstorableText = async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorableText(part);
      if (found) {
        const field = found.path.length ? fieldName(found.path) : 'request body';
        throw badRequest(
          found.problem === VALIDATION_MESSAGES_EN['validation.nulCharacters']
            ? { ...msg('validation.nulCharacters'), field }
            : { ...msg('validation.loneSurrogate'), field },
        );
      }
    }
  };
  app.addHook('onRoute', (route) => {
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseUnstorableText];
  });
});
