/**
 * The real server as one node process the fault tests can SIGKILL: `node --import tsx server/src/server.ts` in a
 * process group of its own (never the tsx CLI wrapper, whose child outlives a SIGKILL of the wrapper), on a fixed
 * loopback port and DATA_DIR, restarted on the same data each time; every run's output is kept for the checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SpawnedServer {
  readonly base: string;
  /** output of every run so far, stdout and stderr, in order */
  readonly runs: { output: string; exit: string | null }[];
  /** starts a process (the previous one must be gone); resolves once spawned, not once ready */
  start(): void;
  /** resolves when GET /api/map/help/system_info answers 200; rejects if the process exits first */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGKILL to the whole process group; resolves when the process is gone */
  kill(): Promise<void>;
  /** SIGTERM (clean shutdown); resolves when the process is gone */
  stop(): Promise<void>;
  running(): boolean;
}

export function spawnedServer(env: Record<string, string>): SpawnedServer & { port: Promise<number> } {
  const runs: { output: string; exit: string | null }[] = [];
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let portValue = 0;
  const port = freePort().then((p) => (portValue = p));

  const server = {
    port,
    get base() {
      return `http://127.0.0.1:${portValue}`;
    },
    runs,
    start() {
      if (child) throw new Error('the previous server process is still running');
      const run = { output: '', exit: null as string | null };
      runs.push(run);
      const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(portValue), WEB_CONCURRENCY: '1', DIST_DIR: '/nonexistent', ...env },
      });
      proc.stdout!.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
      proc.stderr!.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
      child = proc;
      exited = new Promise((resolve) =>
        proc.once('exit', (code, signal) => {
          run.exit = signal ?? String(code);
          if (child === proc) child = null;
          resolve();
        }),
      );
    },
    async ready(timeoutMs = 180_000) {
      const until = Date.now() + timeoutMs;
      const current = child;
      while (Date.now() < until) {
        if (!current || child !== current) throw new Error(`the server exited before it was ready:\n${runs.at(-1)?.output.slice(-3000)}`);
        try {
          const res = await fetch(`${server.base}/api/map/help/system_info`, { signal: AbortSignal.timeout(5000) });
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(`the server was not ready after ${timeoutMs} ms:\n${runs.at(-1)?.output.slice(-3000)}`);
    },
    async kill() {
      if (child?.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await exited;
    },
    async stop() {
      if (child?.pid) child.kill('SIGTERM');
      await exited;
    },
    running: () => child !== null,
  };
  return server;
}

/** pino lines of level error (50) or fatal (60), and any answer logged with status 500 */
export function serverErrors(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)\b/.test(line) || /"statusCode":500\b/.test(line) || /failed to start/.test(line));
}
