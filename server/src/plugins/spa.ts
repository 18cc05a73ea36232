/**
 * Serves the built PWA from dist/: hashed assets cached for a year, everything else revalidated, and any
 * non-API GET that is not a file answered with index.html so deep links work. Without a build it says so.
 * The build leaves a .br and a .gz beside each text file (scripts/vite-plugin-precompress.ts): they are sent as
 * they are to a client that accepts them, with Vary: Accept-Encoding, so nothing is compressed per request —
 * unless a copy is older than its file (edited in place after the build: a variant's config/*.json, a hot fix),
 * when only the file itself is current.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { COOKIE_LANGUAGE } from '../../../src/domain/constants';
import { serverMessage } from '../../../src/domain/server-messages';
import { PRERENDERED_PATH, prerenderedLoginFor } from '../../../src/lib/pwa/prerender-pages';

const ASSET_RE = /\.(?:js|mjs|css|map|json|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|txt|xml|wasm)$/i;

/** one cookie's value from a Cookie header (the app's cookies are plain name=value pairs, URI-encoded) */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const mtime = async (file: string) => (await stat(file).catch(() => null))?.mtimeMs ?? null;

/** true when a compressed copy beside `file` is older than the file */
async function staleCopy(file: string): Promise<boolean> {
  const own = await mtime(file);
  if (own === null) return false;
  for (const copy of [`${file}.br`, `${file}.gz`]) {
    const at = await mtime(copy);
    if (at !== null && at < own) return true;
  }
  return false;
}

export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexHtml = path.join(distDir, 'index.html');
    if (!existsSync(indexHtml)) {
      app.log.warn(`No built web app at ${distDir}: run "npm run build". The API still works.`);
      app.decorate('serveSpa', async (request, reply) => {
        const message = serverMessage(request.lang, 'pwaMissing');
        return reply.code(503).type('text/plain; charset=utf-8').send(message);
      });
      return;
    }

    await app.register(fastifyStatic, {
      root: distDir,
      // files appearing after start (a rebuild) are served too; misses fall through to serveSpa
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath);
        const hashed = relative.startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    // a stale copy must not be chosen: the request then asks for the file itself
    app.addHook('onRequest', async (request) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.headers['accept-encoding']) return;
      const pathname = request.url.split('?')[0];
      // hashed assets never change under their name; the API is not a file
      if (pathname.startsWith('/assets/') || pathname.startsWith('/api/') || pathname.startsWith('/socket.io/')) return;
      let file = path.join(distDir, pathname);
      if (!file.startsWith(`${distDir}${path.sep}`) || !(await stat(file).catch(() => null))?.isFile()) {
        const page = pathname === PRERENDERED_PATH ? prerenderedLoginFor(request.hostname, cookieValue(request.headers.cookie, COOKIE_LANGUAGE)) : null;
        file = page ? path.join(distDir, page) : indexHtml;
      }
      if (await staleCopy(file)) delete request.headers['accept-encoding'];
    });

    app.decorate('serveSpa', async (request, reply) => {
      // a missing asset is a real 404, not the app shell (deep links like /order/attachment/1/2 are not assets)
      const pathname = request.url.split('?')[0];
      if (ASSET_RE.test(pathname)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      reply.header('cache-control', 'no-cache');
      // /login arrives with the sign-in screen already in its HTML, in the host's variant and the cookie's language
      if (pathname === PRERENDERED_PATH) {
        const page = prerenderedLoginFor(request.hostname, cookieValue(request.headers.cookie, COOKIE_LANGUAGE));
        if (page && existsSync(path.join(distDir, page))) {
          reply.header('vary', 'Cookie, Host');
          return reply.sendFile(page);
        }
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['i18n'] },
);
