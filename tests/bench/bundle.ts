/** Bundle-size figures of the production build (dist/): raw and gzip bytes per asset kind. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface BundleFigures {
  js: { raw: number; gzip: number; files: number; largestGzip: number; largestName: string };
  css: { raw: number; gzip: number; files: number };
  /** the entry script with its static imports (what a first visit needs before any lazy chunk) */
  entryGzip: number;
  /** everything index.html loads or modulepreloads: the entry, the app and the sign-in screen */
  critical: { files: number; gzip: number; brotli: number };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

export function measureBundle(dist = 'dist'): BundleFigures {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const files = walk(dist);
  const js = { raw: 0, gzip: 0, files: 0, largestGzip: 0, largestName: '' };
  const css = { raw: 0, gzip: 0, files: 0 };
  for (const f of files) {
    const buf = readFileSync(f);
    const gz = gzipSync(buf, { level: 9 }).length;
    if (f.endsWith('.js')) {
      js.raw += buf.length;
      js.gzip += gz;
      js.files++;
      if (gz > js.largestGzip) Object.assign(js, { largestGzip: gz, largestName: f.slice(dist.length + 1) });
    } else if (f.endsWith('.css')) {
      css.raw += buf.length;
      css.gzip += gz;
      css.files++;
    }
  }
  // what index.html loads (module script, stylesheets) and what it modulepreloads
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const gz = (f: string) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  const loaded = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="stylesheet"[^>]*href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]);
  const entryGzip = [...new Set([...loaded, ...staticImports(dist, loaded)])].reduce((sum, f) => sum + gz(f), 0);
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const critical = { files: initial.length, gzip: 0, brotli: 0 };
  for (const f of initial) {
    critical.gzip += gz(f);
    critical.brotli += brotliCompressSync(readFileSync(join(dist, f))).length;
  }
  return { js, css, entryGzip, critical };
}

/** the chunks `files` import statically, transitively (`import … from "./x.js"` between built chunks) */
function staticImports(dist: string, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (!file.endsWith('.js')) return;
    for (const m of readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      const dep = `assets/${m[1]}`;
      if (!seen.has(dep)) {
        seen.add(dep);
        visit(dep);
      }
    }
  };
  files.forEach(visit);
  return [...seen];
}
