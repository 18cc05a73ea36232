/**
 * Serves the built PWA from dist/: hashed assets cached for a year, everything else revalidated, and any
 * non-API GET that is not a file answered with index.html so deep links work. Without a build it says so.
 * The build leaves a .br and a .gz beside each text file (scripts/vite-plugin-precompress.ts): they are sent as
 * they are to a client that accepts them, with Vary: Accept-Encoding, so nothing is compressed per request.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { serverMessage } from '../../../src/domain/server-messages';

const ASSET_RE = /\.(?:js|mjs|css|map|json|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|txt|xml|wasm)$/i;

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

    app.decorate('serveSpa', async (request, reply) => {
      // a missing asset is a real 404, not the app shell (deep links like /order/attachment/1/2 are not assets)
      const pathname = request.url.split('?')[0];
      if (ASSET_RE.test(pathname)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['i18n'] },
);
