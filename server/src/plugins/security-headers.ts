/**
 * Security headers on every answer the app gives (API, the built app's files, errors and 404s).
 *
 * The app's policy allows what the product uses and nothing more: its own scripts (no inline script: index.html
 * has none, the service worker registers from the bundle) plus the local print plugin's script and socket (spec
 * §7), inline styles (Chakra's emotion injects <style> tags; Leaflet positions with style attributes), images from
 * data: (Leaflet's CSS) and blob: (upload previews), and workers from blob: (the image-compression fallback).
 * WebSocket to the same host is covered by 'self'. API answers are data, never a document: nothing may load from
 * them and a browser that opened one anyway would run it sandboxed. No page may frame the app. HSTS only when the
 * request came over TLS (directly or, with trustProxy, as X-Forwarded-Proto says).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRINT_PLUGIN_ORIGINS } from '../../../src/domain/print-plugin';

const printSockets = PRINT_PLUGIN_ORIGINS.map((origin) => origin.replace(/^http/, 'ws'));

export const APP_CSP = [
  "default-src 'self'",
  `script-src 'self' ${PRINT_PLUGIN_ORIGINS.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${[...PRINT_PLUGIN_ORIGINS, ...printSockets].join(' ')}`,
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export const HSTS = 'max-age=31536000';

/**
 * The same headers for socket.io's own answers (the polling transport's GET/POST and the WebSocket upgrade), which
 * Node's http server gives to socket.io before Fastify sees them: data, like the API.
 */
export function socketAnswerHeaders(headers: Record<string, string | string[] | undefined>, secure: boolean): void {
  headers['content-security-policy'] = API_CSP;
  headers['x-content-type-options'] = 'nosniff';
  headers['x-frame-options'] = 'DENY';
  headers['referrer-policy'] = 'same-origin';
  headers['cross-origin-resource-policy'] = 'same-origin';
  if (secure) headers['strict-transport-security'] = HSTS;
}

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');

export default fp(
  async (app) => {
    // set before anything runs, so refusals, errors and 404s carry them too
    app.addHook('onRequest', async (request, reply) => {
      const api = isApi(request);
      reply.headers({
        'content-security-policy': api ? API_CSP : APP_CSP,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
      });
      // photos and JSON are for this app's pages only
      if (api) reply.header('cross-origin-resource-policy', 'same-origin');
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
