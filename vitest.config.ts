/** Unit tests (jsdom, beside the code) and server tests (node, real embedded PostgreSQL). */
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker less than the CPUs: a single worker on this 2-core machine. Test files wait on
    // sockets, timers and PGlite's disk often enough that two workers finish the suite ~30 % sooner.
    maxWorkers: 2,
    projects: [
      // 15 s, not vitest's 5 s: component tests that take 1-2 s alone took over 5 s while browser tests and builds
      // shared the 2 cores (no test asserts a duration)
      { resolve: { alias }, test: { name: 'unit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, 'src/domain/**'], setupFiles: ['src/test-setup.ts'], testTimeout: 15000 } },
      // the shared rules (src/domain) and the workers' code are pure TypeScript: no DOM to build for each file
      { resolve: { alias }, test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts', 'workers/**/*.test.ts'], testTimeout: 15000 } },
      // server files share their worker's module graph (no per-file isolation): each file builds its own app and
      // database, no server test mocks a module, and importing the server once per worker instead of once per file
      // took the suite from ~430 s to ~250 s on this machine (unit tests mock modules, so they stay isolated)
      { resolve: { alias }, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 60000, hookTimeout: 120000, isolate: false } },
    ],
  },
});
