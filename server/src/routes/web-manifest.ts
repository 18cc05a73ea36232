/**
 * GET /manifest.webmanifest (public, outside /api): the install manifest of the variant the host name picks
 * (spec §1) — its title as name, short name, theme colour and icons. Unknown labels read the same
 * config/{label}.json (systemName, appCode) the browser reads from the built app.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { en as commonEn, zh as commonZh } from '../../../src/lib/i18n-common';
import { DEFAULT_APP_CODE, isAppCode, resolveVariant, type AppCode } from '../../../src/domain/variants';
import { buildWebManifest } from '../../../src/domain/web-manifest';

const LABEL_RE = /^[a-z0-9-]{1,63}$/;

async function labelConfig(distDir: string | null, label: string): Promise<{ appCode: AppCode; systemName: string | null }> {
  const fallback = { appCode: DEFAULT_APP_CODE, systemName: null };
  if (!distDir || !LABEL_RE.test(label)) return fallback;
  try {
    const body = JSON.parse(await readFile(path.join(distDir, 'config', `${label}.json`), 'utf8')) as Record<string, unknown>;
    const systemName = typeof body.systemName === 'string' && body.systemName.trim() ? body.systemName.trim() : null;
    return { appCode: isAppCode(body.appCode) ? body.appCode : DEFAULT_APP_CODE, systemName };
  } catch {
    return fallback;
  }
}

const routes: FastifyPluginAsync<{ distDir: string | null }> = async (app, { distDir }) => {
  app.get('/manifest.webmanifest', { config: { public: true } }, async (request, reply) => {
    const resolved = resolveVariant(request.hostname);
    const { appCode, systemName } = resolved.known
      ? { appCode: resolved.variant.appCode, systemName: null }
      : await labelConfig(distDir, resolved.label);
    const lang = request.lang;
    const title = systemName ?? (lang === 'zh' ? commonZh : commonEn).variant.title[appCode];
    reply.header('cache-control', 'no-cache').header('vary', 'Host, Accept-Language');
    return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(buildWebManifest(appCode, title, lang)));
  });
};

export default routes;
