/** The whole product (`npm start`) on a temporary data directory, for the benches that drive the real app. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface AppServer {
  base: string;
  /** the started process (`node scripts/start.mjs`; the server runs among its descendants) */
  pid: number;
  /** resolves once GET /api/map/help/system_info answers (first start migrates and seeds) */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** `root`: the checkout to start (another one, with its own dist/, serves as a baseline); `env`: added to this process's */
export function startAppServer(port: number, name: string, root = ROOT, env: Record<string, string> = {}): AppServer {
  const dataDir = mkdtempSync(join(tmpdir(), `lading-bench-${name}-`));
  const server: ChildProcess = spawn('node', ['scripts/start.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    pid: server.pid ?? 0,
    async ready(timeoutMs = 240_000) {
      const url = `${base}/api/map/help/system_info`;
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        try {
          if ((await fetch(url)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`server did not start: ${url}`);
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
