import { describe, expect, it } from 'vitest';
import { checkPrecache, precacheUrlsFromServiceWorker } from './precache-check';

const sw = `(()=>{var e=[{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/app-1.js"},{"revision":null,"url":"assets/app-2.css"}];precache(e)})();`;

describe('precache assertion', () => {
  it('reads the injected manifest out of a built service worker', () => {
    expect(precacheUrlsFromServiceWorker(sw)).toEqual(['index.html', 'assets/app-1.js', 'assets/app-2.css']);
    expect(precacheUrlsFromServiceWorker('[{url:"/a.js",revision:"1"}]')).toEqual(['a.js']);
  });

  it('passes when every shell file is precached and under the limit', () => {
    const files = [
      { path: 'index.html', size: 900 },
      { path: 'assets/app-1.js', size: 1000 },
      { path: 'assets/app-2.css', size: 10 },
      { path: 'sw.js', size: 5000 },
      { path: 'brand/logo.svg', size: 100 },
    ];
    expect(checkPrecache(files, precacheUrlsFromServiceWorker(sw), 2048)).toEqual([]);
  });

  it('names a shell file missing from the manifest', () => {
    const files = [{ path: 'index.html', size: 1 }, { path: 'assets/lazy-screen.js', size: 10 }];
    expect(checkPrecache(files, ['index.html'], 2048)).toEqual(['assets/lazy-screen.js is missing from the precache manifest']);
  });

  it('names a chunk over the per-file limit (what Workbox would drop with only a warning)', () => {
    const files = [{ path: 'index.html', size: 1 }, { path: 'assets/huge.js', size: 3000 }];
    const problems = checkPrecache(files, ['index.html'], 2048);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/assets\/huge\.js is 3000 bytes, over the precache limit of 2048/);
  });

  it('requires index.html itself', () => {
    expect(checkPrecache([], [], 2048)).toEqual(['index.html is not precached']);
  });
});
