/**
 * Spec §3/§7: lists take pageNum and pageSize, sent as page and per_page on some endpoints. Every list route reads
 * page / per_page (lib/schemas.ts pageQuery), so the other spelling is renamed here, once, before validation — for
 * every route, none listing it: ?pageNum=2&pageSize=1 is ?page=2&per_page=1. When both spellings come, page and
 * per_page win. Routes without paging never see the alias either (it is renamed, then stripped like any unknown key).
 *
 * The spelling also picks the answer's shape, as §3 pairs them: "Lists use pageNum and pageSize … and return success,
 * data, totalItem; paged responses elsewhere are data.list and data.total". A paged answer ({ code, msg, data: { list,
 * total, …} }) to a request that spelled pageNum or pageSize goes out as { code, msg, success, data: list, totalItem:
 * total } (any other key of data beside list and total, e.g. a tab's sums, moves up beside them). The app's own client
 * sends page / per_page (src/lib/api-request.ts renames), so its screens keep data.list / data.total; the data
 * table reads both shapes (src/components/ui/data-table/fetch-page.ts).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CODE_OK } from '../../../src/domain/envelope';

const ALIASES = [
  ['pageNum', 'page'],
  ['pageSize', 'per_page'],
] as const;

/** Renames the aliases in place; true when the query spelled one of them. */
export function renamePageAliases(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  const q = query as Record<string, unknown>;
  let aliased = false;
  for (const [alias, name] of ALIASES) {
    if (!(alias in q)) continue;
    aliased = true;
    if (!(name in q)) q[name] = q[alias];
    delete q[alias];
  }
  return aliased;
}

const RESERVED = new Set(['code', 'msg', 'success', 'data', 'totalItem']);

/** A paged envelope in the success / data / totalItem shape of §3; anything else unchanged (null). */
export function toTotalItemShape(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { list, total, ...rest } = data as Record<string, unknown>;
  if (!Array.isArray(list) || typeof total !== 'number') return null;
  const extra = Object.fromEntries(Object.entries(rest).filter(([k]) => !RESERVED.has(k)));
  return { code, msg, success: code === CODE_OK, data: list, totalItem: total, ...extra };
}

export default fp(
  async (app) => {
    const aliased = new WeakSet<FastifyRequest>();
    app.addHook('preValidation', async (request) => {
      if (renamePageAliases(request.query)) aliased.add(request);
    });
    // at serialization, not onSend: the route's response schema still serializes (and strips) the answer first, and
    // the API scope's compression (an earlier onSend) would already have turned the text into a stream
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!aliased.has(request) || reply.statusCode !== 200) return payload;
      const compiled = reply.getSerializationFunction('200') ?? reply.getSerializationFunction('2xx');
      const serialize = compiled ? (body: unknown) => compiled(body as Record<string, unknown>) : (body: unknown) => JSON.stringify(body);
      reply.serializer((body: unknown) => {
        const text = serialize(body);
        const shaped = toTotalItemShape(JSON.parse(text));
        return shaped ? JSON.stringify(shaped) : text;
      });
      return payload;
    });
  },
  { name: 'page-aliases' },
);
