/**
 * The build's precache assertion (issue 6): every emitted file the shell needs (JS, CSS, HTML) must be in the
 * service worker's precache manifest and under Workbox's per-file limit, so nothing is silently dropped.
 * Pure: the vite plugin in scripts/ reads dist/ and calls this.
 */

export interface EmittedFile {
  /** path relative to the build directory, with forward slashes */
  path: string;
  size: number;
}

/** Files the shell needs offline. */
export const SHELL_FILE_RE = /\.(?:m?js|css|html)$/i;

/** Built files that are not part of the shell: the service worker itself and its Workbox runtime. */
const NOT_SHELL_RE = /^(?:sw\.js|workbox-[\w-]+\.js)$/;

/** The URLs of a precache manifest injected into a built service worker (`self.__WB_MANIFEST` replaced). */
export function precacheUrlsFromServiceWorker(source: string): string[] {
  const urls = new Set<string>();
  for (const m of source.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?|"?revision"?\s*:\s*(?:"[^"]*"|null)\s*,\s*"?url"?\s*:\s*"([^"]+)"/g)) {
    urls.add((m[1] ?? m[2]).replace(/^\//, ''));
  }
  return [...urls];
}

export function checkPrecache(files: EmittedFile[], manifestUrls: string[], maxBytes: number): string[] {
  const inManifest = new Set(manifestUrls.map((u) => u.replace(/^\//, '').split('?')[0]));
  const problems: string[] = [];
  if (!inManifest.has('index.html')) problems.push('index.html is not precached');
  for (const f of files) {
    if (!SHELL_FILE_RE.test(f.path) || NOT_SHELL_RE.test(f.path)) continue;
    if (f.size > maxBytes) {
      problems.push(`${f.path} is ${f.size} bytes, over the precache limit of ${maxBytes} (raise PRECACHE_MAX_BYTES deliberately or split the chunk)`);
    } else if (!inManifest.has(f.path)) {
      problems.push(`${f.path} is missing from the precache manifest`);
    }
  }
  return problems;
}
