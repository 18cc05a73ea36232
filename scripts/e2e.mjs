#!/usr/bin/env node
// Browser tests: Playwright drives the system Chromium against `npm start` (one shared server on a
// temporary DATA_DIR, plus one started in maintenance mode), then the temporary data is removed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = {
  E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'lading-e2e-')),
  E2E_MAINT_DATA_DIR: mkdtempSync(join(tmpdir(), 'lading-e2e-maint-')),
};
if (!process.env.CHROME_PATH) {
  const found = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (found.status !== 0) process.exit(found.status ?? 1);
  process.env.CHROME_PATH = found.stdout.trim();
}
const r = spawnSync(join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // the servers report this file's content as their version when it exists (tests/e2e/system-update.spec.ts)
  env: { ...process.env, ...dirs, SYSTEM_VERSION_FILE: join(dirs.E2E_DATA_DIR, 'system-version') },
});
for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true });
process.exit(r.status ?? 1);
