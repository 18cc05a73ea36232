/**
 * Vite plugin: after the service worker is built (vite-plugin-pwa's closeBundle), fail the build when a JS,
 * CSS or HTML file of dist/ is missing from the precache manifest or over the per-file limit.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { checkPrecache, precacheUrlsFromServiceWorker, type EmittedFile } from '../src/lib/pwa/precache-check.js';

function listFiles(dir: string, root = dir): EmittedFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    const st = statSync(full);
    return st.isDirectory() ? listFiles(full, root) : [{ path: relative(root, full).split(sep).join('/'), size: st.size }];
  });
}

export function precacheAssert({ swFile = 'sw.js', maxBytes }: { swFile?: string; maxBytes: number }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lading:precache-assert',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        let source: string;
        try {
          source = readFileSync(join(outDir, swFile), 'utf8');
        } catch {
          throw new Error(`precache check: ${swFile} was not built`);
        }
        const urls = precacheUrlsFromServiceWorker(source);
        const problems = checkPrecache(listFiles(outDir), urls, maxBytes);
        if (problems.length) throw new Error(`precache check failed:\n  ${problems.join('\n  ')}`);
        if (config.logLevel === 'info') config.logger.info(`precache check: ${urls.length} files precached, all shell files present`);
      },
    },
  };
}

/**
 * A plugin for vite-plugin-pwa's own service-worker build (injectManifest.buildPlugins.vite): that build has no
 * config file, so it logs at 'info' even under `vite build --logLevel warn`; this gives it the main build's level.
 */
export function swBuildLogLevel(): { main: Plugin; sw: Plugin } {
  let level: ResolvedConfig['logLevel'] = 'info';
  return {
    main: {
      name: 'lading:sw-log-level-source',
      configResolved(resolved) {
        level = resolved.logLevel;
      },
    },
    sw: { name: 'lading:sw-log-level', config: () => ({ logLevel: level }) },
  };
}
