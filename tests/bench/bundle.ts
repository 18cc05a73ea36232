/** Bundle-size figures of the production build (dist/): raw and gzip bytes per asset kind. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  js: { raw: number; gzip: number; files: number; largestGzip: number; largestName: string };
  css: { raw: number; gzip: number; files: number };
  entryGzip: number;
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
  // the entry chunk plus what index.html preloads is what a first visit downloads before rendering
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const entryGzip = initial.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { js, css, entryGzip };
}
