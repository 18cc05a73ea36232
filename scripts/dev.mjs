#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx watch) on API_PORT (default 8080) and the Vite dev
// server on 5173 proxying /api and /socket.io to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT ?? '8080';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', join(root, 'server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_DIST: '0' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
children.forEach((c) => c.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); }));
