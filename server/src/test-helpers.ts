/**
 * Server tests run the real app on a real (in-memory) PostgreSQL: createTestApp() builds the app on its
 * own migrated and seeded PGlite and signs demo accounts in through the real login endpoint.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppCode } from '../../src/domain/variants';
import { buildApp } from './app';
import type { Config } from './config';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from './db/client';
import { chinaDate } from './lib/subscription';
import type { FileStorage } from './plugins/storage';
import { seedDemoIfEmpty, syncSystemData } from './seed';

export const DEMO_PASSWORDS = {
  admin: 'admin123',
  servicer: 'servicer123',
  finance: 'finance123',
  executor: 'executor123',
  consignor: 'consignor123',
  delivery: 'delivery123',
  driver: 'driver123',
  servicer2: 'servicer123',
} as const;
export type DemoUser = keyof typeof DEMO_PASSWORDS;

const DEFAULT_APP_CODES: Record<DemoUser, AppCode> = {
  admin: 'FMZY',
  servicer: 'BANG',
  finance: 'BANG',
  executor: 'BANG',
  consignor: 'DA',
  delivery: 'PAI',
  driver: 'PAI',
  servicer2: 'BANG',
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: null,
    maintenance: false,
    accessTokenTtl: 7200,
    refreshTokenTtl: 30 * 86_400,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    distDir: null,
    logLevel: 'silent',
    storage: { kind: 'filesystem' },
    ...overrides,
  };
}

export interface Session {
  token: string;
  refreshToken: string;
  /** X-Token (and a zh Accept-Language so messages are the spec's Chinese) */
  headers: Record<string, string>;
  body: { data: { user: { id: number; company_id: number } } };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  login(username: string, password?: string, appCode?: AppCode): Promise<Session>;
  /** listens on a free port of 127.0.0.1 (real HTTP and socket clients); the base URL, e.g. http://127.0.0.1:41234 */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEED_INPUTS = ['server/migrations', 'server/src/seed', 'server/src/db', 'src/domain'];

/**
 * Seeding takes seconds, so the first test file to need a database dumps the seeded data directory to
 * the temp dir and later files load it (still a real PostgreSQL, just not re-seeded). The key covers
 * every input of the seed and today's date (the demo data is relative to today).
 */
function seedCacheFile(): string {
  const hash = createHash('sha1').update(chinaDate());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(readFileSync(full));
    }
  };
  SEED_INPUTS.forEach((dir) => walk(path.join(ROOT, dir)));
  return path.join(tmpdir(), `lading-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Name of the seeded template database scripts/with-postgres.sh prepares on a real PostgreSQL. */
export const PG_TEMPLATE_DB = 'lading_template';

/**
 * With TEST_DATABASE_URL set (scripts/with-postgres.sh), every test file gets its own database on a real
 * PostgreSQL server, cloned from the seeded template: the same suite proves the same schema, migrations
 * and queries on both engines.
 */
async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `lading_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgresHandle(adminUrl);
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`));
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = postgresHandle(url.toString());
  await database.migrate();
  return database;
}

/** A migrated and seeded database of its own (reuse it across a file's tests when they allow). */
export async function createSeededDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_URL) return createPostgresDatabase(process.env.TEST_DATABASE_URL);
  const cache = seedCacheFile();
  if (existsSync(cache)) {
    try {
      const database = pgliteHandle(await PGlite.create({ loadDataDir: new Blob([readFileSync(cache)]) }));
      await database.migrate();
      return database;
    } catch {
      // a broken cache is rebuilt below
    }
  }
  const client = await PGlite.create();
  const database = pgliteHandle(client);
  await database.migrate();
  await syncSystemData(database.db);
  await seedDemoIfEmpty(database.db);
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  const partial = `${cache}.${process.pid}.tmp`;
  writeFileSync(partial, dump);
  renameSync(partial, cache);
  // older dumps (other seed inputs or days) are dead weight
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (/^lading-test-db-[0-9a-f]{16}\.tar$/.test(name) && full !== cache) rmSync(full, { force: true });
  }
  return database;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  database?: DatabaseHandle,
  { storage }: { storage?: FileStorage } = {},
): Promise<TestApp> {
  const db = database ?? (await createSeededDatabase());
  const config = testConfig(overrides);
  const app = await buildApp({ db: db.db, config, storage });

  const login: TestApp['login'] = async (username, password, appCode) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: ZH,
      payload: {
        username,
        password: password ?? DEMO_PASSWORDS[username as DemoUser],
        app_code: appCode ?? DEFAULT_APP_CODES[username as DemoUser] ?? 'BANG',
      },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    const body = res.json();
    return {
      token: body.data.token,
      refreshToken: body.data.refresh_token,
      headers: { 'x-token': body.data.token, ...ZH },
      body,
    };
  };

  const listen: TestApp['listen'] = async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
    return `http://127.0.0.1:${address.port}`;
  };

  return {
    app,
    database: db,
    config,
    login,
    listen,
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}
