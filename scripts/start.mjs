#!/usr/bin/env node
// `npm start`: build the PWA when its sources are newer than dist/, then run the API server (which
// migrates and seeds the embedded database on first start and serves dist/ and /api on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = ['src', 'workers', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));
const built = join(root, 'dist', 'index.html');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));

if (process.env.SKIP_BUILD !== '1' && sourcesAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build; building the PWA…' : 'Building the PWA (first start)…');
  const r = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(bin('tsx'), [join(root, 'server/src/server.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
