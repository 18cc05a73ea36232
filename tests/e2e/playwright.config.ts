/** Browser tests against the real built app (`npm start`) in the system Chromium. */
import { defineConfig } from '@playwright/test';
import { E2E_PORT, MAINT_PORT } from './ports';

const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // generous: two workers, two servers and Chromium share 2 cores, and the longest flows take ~60 s there
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // one retry everywhere (was CI-only, and .ci/run does not set CI): specs share one server and its demo company,
  // and a race between them is reported as 'flaky' in the output instead of failing the run
  retries: 1,
  reporter: [['list']],
  // tests tagged @global change what every page of the shared server sees (a new service worker build, a new server
  // version → the update prompt): they run after all the others and one after another (a chain of projects), so no
  // other test — and no other @global test — meets their prompt. A new @global test lands in 'global-other'.
  projects: [
    { name: 'app', grepInvert: /@global/ },
    { name: 'global-sw', grep: /@global/, testMatch: 'pwa.spec.ts', dependencies: ['app'] },
    { name: 'global-version', grep: /@global/, testMatch: 'system-update.spec.ts', dependencies: ['global-sw'] },
    { name: 'global-other', grep: /@global/, testIgnore: ['pwa.spec.ts', 'system-update.spec.ts'], dependencies: ['global-version'] },
  ],
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromeArgs },
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    trace: 'off',
    // a fresh context's service worker precaches the whole build (~460 files) while the test runs: specs that need it
    // (offline starts, its caches, its updates) say test.use({ serviceWorkers: 'allow' }); helpers.ts goOffline
    // refuses to go on without one
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npm start',
      cwd: '../..',
      url: `http://127.0.0.1:${E2E_PORT}/api/map/help/system_info`,
      env: { PORT: String(E2E_PORT), DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', SKIP_BUILD: process.env.SKIP_BUILD ?? '0' },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm start',
      cwd: '../..',
      url: `http://127.0.0.1:${MAINT_PORT}/api/map/help/system_info`,
      env: { PORT: String(MAINT_PORT), DATA_DIR: process.env.E2E_MAINT_DATA_DIR ?? '.data-e2e-maint', MAINTENANCE: '1', SKIP_BUILD: '1' },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
