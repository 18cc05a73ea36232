/**
 * Rules every request's input obeys whatever its route's schema says, checked over the path, query and JSON body
 * before the route runs: no NUL character (\u0000) in any string or key — PostgreSQL cannot store it in text or
 * jsonb, so the query would fail with a 500 after part of the work was done — and no nesting deeper than
 * MAX_DEPTH (free-form JSON such as a ticket's form data is stored as jsonb, and a 100 000-deep array overflowed
 * on the way). Both are a 400 naming the field.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

const NUL = '\u0000';
/** deeper than any form, document or schema the app takes (a ticket schema's JSON Schema is about 10) */
export const MAX_DEPTH = 32;

type Path = (string | number)[];
export type InputIssue = { kind: 'nul' | 'deep'; path: Path } | null;

/** a raw upload's Buffer or stream is bytes, not text (query objects have their own prototype, so no plain-object test) */
const isBytes = (value: object): boolean => ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function';

/** The first NUL or over-deep spot in a value, walked without recursion (a hostile body may nest deeper than the stack). */
export function inputIssue(value: unknown): InputIssue {
  const stack: [unknown, Path][] = [[value, []]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return { kind: 'nul', path };
      continue;
    }
    if (current === null || typeof current !== 'object' || isBytes(current)) continue;
    if (path.length >= MAX_DEPTH) return { kind: 'deep', path };
    const entries: [string | number, unknown][] = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
    for (const [key, item] of entries.reverse()) {
      if (typeof key === 'string' && key.includes(NUL)) return { kind: 'nul', path };
      stack.push([item, [...path, key]]);
    }
  }
  return null;
}

function check(request: FastifyRequest, part: 'params' | 'querystring' | 'body', value: unknown) {
  const issue = inputIssue(value);
  if (!issue) return;
  const reason = issue.kind === 'nul' ? request.t('nulCharacter') : request.t('tooDeeplyNested', { max: MAX_DEPTH });
  const shown = issue.path.length > 4 ? `${issue.path.slice(0, 4).join('.')}…` : issue.path.join('.');
  throw badRequest('fieldIssue', { field: shown || part, reason });
}

export default fp(
  async (app) => {
    // preValidation, after auth's: an anonymous caller still learns 401 first
    app.addHook('preValidation', async (request) => {
      check(request, 'params', request.params);
      check(request, 'querystring', request.query);
      check(request, 'body', request.body);
    });
  },
  { name: 'input-guard', dependencies: ['i18n', 'auth'] },
);
