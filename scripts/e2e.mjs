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
// a run of chosen files does not pull in the whole 'app' project that the '@global' tests wait for (playwright.config.ts):
// the chosen tests run, the global ones among them beside the rest
const args = process.argv.slice(2);
const chosen = args.some((a) => !a.startsWith('-'));
const r = spawnSync(join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...(chosen ? ['--no-deps'] : []), ...args], {
  cwd: root,
  stdio: 'inherit',
  // the servers report this file's content as their version when it exists (tests/e2e/system-update.spec.ts)
  env: { ...process.env, ...dirs, SYSTEM_VERSION_FILE: join(dirs.E2E_DATA_DIR, 'system-version') },
});
for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true });
process.exit(r.status ?? 1);
