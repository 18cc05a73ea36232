/**
 * Server configuration from the environment (PORT, DATA_DIR, DATABASE_URL, MAINTENANCE, token TTLs, JWT secret, and
 * the file storage: DATA_DIR/files unless STORAGE=s3 or S3_BUCKET chooses an S3-compatible bucket; DIRECT_UPLOAD turns
 * the signed direct image upload on).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiConcurrency } from './plugins/fair-queue';

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
  /** where uploaded and exported files live */
  storage: StorageConfig;
  /** DIRECT_UPLOAD: images go the signed direct path (GET /file/upload/policy says so to the browser); default off */
  directUpload?: boolean;
  /** API requests doing their database work at once, the rest queued in order (plugins/fair-queue.ts); default by database */
  apiConcurrency?: number;
}

export type StorageConfig =
  | { kind: 'filesystem' }
  | {
      kind: 's3';
      bucket: string;
      /** an S3-compatible server (MinIO, Ceph, R2...); null is AWS itself */
      endpoint: string | null;
      region: string;
      /** both null: the SDK's own chain (AWS_* variables, instance role) */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** bucket in the path (http://host/bucket/key), which most self-hosted stores need */
      forcePathStyle: boolean;
      /** put before every key, so one bucket can hold several installations */
      keyPrefix: string;
    };

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

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** STORAGE=s3 (or S3_BUCKET alone) picks the bucket; STORAGE=filesystem or nothing keeps DATA_DIR/files. */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE || (env.S3_BUCKET ? 's3' : 'filesystem')).toLowerCase();
  if (kind === 'filesystem' || kind === 'fs') return { kind: 'filesystem' };
  if (kind !== 's3') throw new Error(`STORAGE must be "filesystem" or "s3", got "${env.STORAGE}"`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const keyPrefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  if (keyPrefix && !keyPrefix.split('/').every((segment) => /^[A-Za-z0-9_-]+$/.test(segment))) {
    throw new Error(`S3_PREFIX must be path segments of letters, digits, _ and -, got "${keyPrefix}"`);
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== null, 'S3_FORCE_PATH_STYLE'),
    keyPrefix,
  };
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
    storage: storageConfig(env),
    directUpload: flag(env.DIRECT_UPLOAD, false, 'DIRECT_UPLOAD'),
    apiConcurrency: apiConcurrency(env.API_CONCURRENCY, env.DATABASE_URL || null),
  };
}
