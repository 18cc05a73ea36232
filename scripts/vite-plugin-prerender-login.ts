/**
 * Vite plugin (issue 16): once the client build is written, renders the sign-in screen to HTML for every known
 * variant and both languages (src/app/prerender/login-page.tsx, loaded through Vite's SSR loader) and writes
 * dist/prerender/login-<APPCODE>-<lang>.html: the built index.html with the rendered screen in #prerender
 * before #root. The server answers /login with the page of the request's host and `language` cookie
 * (server/src/plugins/spa.ts), the service worker likewise from its precache (src/sw.ts). Runs in writeBundle,
 * before vite-plugin-pwa lists the files to precache and before the pages are precompressed (both closeBundle).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { APP_CODES } from '../src/domain/variants.js';
import { PRERENDER_LANGUAGES, prerenderLoginFile } from '../src/lib/pwa/prerender-pages.js';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>/i;

interface RenderModule {
  renderLoginPage(appCode: string, language: string): Promise<{ html: string; title: string; lang: string }>;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The prerendered form does nothing until the app's entry arms it (src/app/prerender/handoff.ts). */
function inert(html: string): string {
  return html.replace(/<button([^>]*data-testid="login-submit"[^>]*)>/, (_m, attrs: string) => `<button${attrs.replace(/\btype="submit"/, 'type="button"')} disabled="" data-disabled="">`);
}

export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lading:prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          resolve: { alias: config.resolve.alias },
          define: config.define,
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const mod = (await server.ssrLoadModule('/src/app/prerender/login-page.tsx')) as RenderModule;
          mkdirSync(join(outDir, 'prerender'), { recursive: true });
          let bytes = 0;
          for (const appCode of APP_CODES) {
            for (const language of PRERENDER_LANGUAGES) {
              const page = await mod.renderLoginPage(appCode, language);
              const html = indexHtml
                .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
                .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
                .replace('<div id="root"></div>', `<div id="prerender">${inert(page.html)}</div><div id="root"></div>`);
              if (!html.includes('<div id="prerender">')) throw new Error('prerender-login: index.html has no <div id="root"></div>');
              const inline = html.match(INLINE_SCRIPT);
              if (inline) throw new Error(`prerender-login: the rendered page has an inline script (${inline[0]}): the CSP refuses it`);
              writeFileSync(join(outDir, prerenderLoginFile(appCode, language)), html);
              bytes += html.length;
            }
          }
          config.logger.info(`prerender-login: ${APP_CODES.length * PRERENDER_LANGUAGES.length} pages, ${(bytes / 1024).toFixed(0)} KiB`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
