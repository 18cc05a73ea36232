/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl on a free loopback port, as the postgres user when run as
 * root, like scripts/with-postgres.sh), so a test can stop and start it under a running app without touching the
 * shared server other test files use. Its database is a copy of the seeded template on TEST_DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PG_TEMPLATE_DB } from '../test-helpers';
import { freePort } from './spawned-server';

const run = promisify(execFile);

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const dir = versions.length ? path.join(base, versions.at(-1)!, 'bin') : '';
  if (!dir || !existsSync(path.join(dir, 'initdb'))) throw new Error('initdb/pg_ctl not found (scripts/with-postgres.sh installs PostgreSQL)');
  return dir;
}

export interface PgCluster {
  /** the copy of the seeded template */
  url: string;
  /** an admin connection to the same server (database postgres) */
  adminUrl: string;
  /** 'fast' ends sessions and rolls back their transactions; 'immediate' is a crash */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPgCluster(templateSourceUrl: string): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'lading-pg-outage-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  const as = (cmd: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args));
  const port = await freePort();
  const data = path.join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => void (await as('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']));
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => void (await as('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']));
  await start();
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const url = `postgresql://postgres@127.0.0.1:${port}/lading`;
  // the seeded template of the shared server, copied over (seeding from scratch takes minutes on a loaded machine)
  const source = new URL(templateSourceUrl);
  source.pathname = `/${PG_TEMPLATE_DB}`;
  await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lading']);
  await run('bash', ['-c', `set -o pipefail; "${bin}/pg_dump" --no-owner "$1" | "${bin}/psql" -q -v ON_ERROR_STOP=1 "$2" >/dev/null`, '-', source.toString(), url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    url,
    adminUrl,
    stop,
    start,
    async destroy() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
