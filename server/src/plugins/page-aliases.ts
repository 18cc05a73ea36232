/**
 * Spec §3/§7: lists take pageNum and pageSize, sent as page and per_page on some endpoints. Every list route reads
 * page / per_page (lib/schemas.ts pageQuery), so the other spelling is renamed here, once, before validation — for
 * every route, none listing it: ?pageNum=2&pageSize=1 is ?page=2&per_page=1. When both spellings come, page and
 * per_page win. Routes without paging never see the alias either (it is renamed, then stripped like any unknown key).
 */
import fp from 'fastify-plugin';

const ALIASES = [
  ['pageNum', 'page'],
  ['pageSize', 'per_page'],
] as const;

export function renamePageAliases(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const q = query as Record<string, unknown>;
  for (const [alias, name] of ALIASES) {
    if (!(alias in q)) continue;
    if (!(name in q)) q[name] = q[alias];
    delete q[alias];
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      renamePageAliases(request.query);
    });
  },
  { name: 'page-aliases' },
);
