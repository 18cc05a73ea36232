/** Unit tests (jsdom, beside the code) and server tests (node, real embedded PostgreSQL). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const alias = { '@': src };

// The browser app's unit tests (jsdom). Building a jsdom window and importing React, Chakra and the app's modules
// again for each of ~190 files cost ~7 of the unit tests' ~9.5 minutes of worker time (vitest's own summary: environment
// 226 s, import 199 s, tests 112 s). Files that replace modules (vi.mock) or globals (vi.stubGlobal), or open the local
// database over fake-indexeddb, need a module graph of their own and stay isolated (run in a shuffled order beside each
// other, the shared ones failed: a Dexie opened by one file, a global stubbed by another); the others share one window
// and one module graph per worker, as the server files do.
const unitFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('domain/'));
// i18n-resources checks the catalog objects themselves, which i18next's store extends when another file adds a bundle
const ownGraph = new Set(['app/i18n-resources.test.ts']);
const needsOwnGraph = (f: string) => ownGraph.has(f) || /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|fake-indexeddb/.test(readFileSync(join(src, f), 'utf8'));
const isolatedUnit = unitFiles.filter(needsOwnGraph).map((f) => `src/${f}`);
const sharedUnit = unitFiles.filter((f) => !needsOwnGraph(f)).map((f) => `src/${f}`);
// both unit projects: the DOM, its setup, and 15 s, not vitest's 5 s — component tests that take 1-2 s alone took over
// 5 s while browser tests and builds shared the 2 cores (no test asserts a duration)
const jsdomUnit = { environment: 'jsdom', setupFiles: ['src/test-setup.ts'], testTimeout: 15000 };

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker less than the CPUs: a single worker on this 2-core machine. Test files wait on
    // sockets, timers and PGlite's disk often enough that two workers finish the suite ~30 % sooner.
    maxWorkers: 2,
    // The projects run as phases (sequence.groupOrder): the server files, then the shared unit files, then the isolated
    // ones. A worker that shares its modules is kept for the next file only when the next file in the queue is of its
    // own project (vitest's pool); mixed in one queue, the server and unit files took turns and most files paid a fresh
    // worker's imports again.
    projects: [
      { resolve: { alias }, test: { ...jsdomUnit, name: 'unit', include: isolatedUnit, sequence: { groupOrder: 2 } } },
      { resolve: { alias }, test: { ...jsdomUnit, name: 'unit-shared', include: sharedUnit, isolate: false, sequence: { groupOrder: 1 } } },
      // the shared rules (src/domain) and the workers' code are pure TypeScript: no DOM to build for each file
      { resolve: { alias }, test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts', 'workers/**/*.test.ts'], testTimeout: 15000, sequence: { groupOrder: 2 } } },
      // server files share their worker's module graph (no per-file isolation): each file builds its own app and
      // database, no server test mocks a module, and importing the server once per worker instead of once per file
      // took the suite from ~430 s to ~250 s on this machine (unit tests mock modules, so they stay isolated)
      { resolve: { alias }, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000, isolate: false, sequence: { groupOrder: 0 } } },
    ],
  },
});
