/** Server configuration from the environment (PORT, DATA_DIR, DATABASE_URL, MAINTENANCE, token TTLs, JWT secret). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** a real PostgreSQL instead of the embedded one */
  databaseUrl: string | null;
  /** start in maintenance mode */
  maintenance: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  jwtSecret: Uint8Array;
  /** the built PWA; null serves the API only */
  distDir: string | null;
  logLevel: string;
}

const DAY = 86_400;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/**
 * JWT_SECRET wins; otherwise a secret generated once and kept in DATA_DIR/jwt-secret, so a restart keeps
 * everyone signed in.
 */
export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    accessTokenTtl: positiveInt(env.ACCESS_TOKEN_TTL, 7200, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: positiveInt(env.REFRESH_TOKEN_TTL, 30 * DAY, 'REFRESH_TOKEN_TTL'),
    jwtSecret: resolveJwtSecret(env, dataDir),
    distDir: path.resolve(cwd, env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'warn',
  };
}
