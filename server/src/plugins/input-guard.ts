/**
 * Rules every request's input obeys whatever its route's schema says. Today one: no NUL character (\u0000) in any
 * string or key of the path, query or JSON body. PostgreSQL cannot store it in text or jsonb, so it would fail the
 * query with a 500 after part of the work was done; here it is a 400 naming the field before the route runs.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

const NUL = '\u0000';

/** a raw upload's Buffer or stream is bytes, not text (query objects have their own prototype, so no plain-object test) */
const isBytes = (value: object): boolean => ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function';

/** The path of the first string or key holding a NUL ('' for the value itself), or null when there is none. */
export function nulPath(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? [] : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const inner = nulPath(item, depth + 1);
      if (inner) return [i, ...inner];
    }
    return null;
  }
  if (isBytes(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [];
    const inner = nulPath(item, depth + 1);
    if (inner) return [key, ...inner];
  }
  return null;
}

function rejectNul(request: FastifyRequest, part: 'params' | 'querystring' | 'body', value: unknown) {
  const path = nulPath(value);
  if (!path) return;
  throw badRequest('fieldIssue', { field: path.length ? path.join('.') : part, reason: request.t('nulCharacter') });
}

export default fp(
  async (app) => {
    // preValidation, after auth's: an anonymous caller still learns 401 first
    app.addHook('preValidation', async (request) => {
      rejectNul(request, 'params', request.params);
      rejectNul(request, 'querystring', request.query);
      rejectNul(request, 'body', request.body);
    });
  },
  { name: 'input-guard', dependencies: ['i18n', 'auth'] },
);
