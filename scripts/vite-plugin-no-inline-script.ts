/**
 * Vite plugin: fails the build when the written index.html has an inline script (a plugin may add one, e.g. a
 * service worker registration): the server's Content-Security-Policy allows script files only
 * (server/src/plugins/security-headers.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>/i;

export function noInlineScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lading:no-inline-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // once every plugin has had its say on the page
    closeBundle: {
      order: 'post',
      handler() {
        if (config.build.ssr) return;
        const html = readFileSync(join(resolve(config.root, config.build.outDir), 'index.html'), 'utf8');
        const inline = html.match(INLINE_SCRIPT);
        if (inline) throw new Error(`index.html has an inline script (${inline[0]}): the CSP refuses it, load it from a file`);
      },
    },
  };
}
