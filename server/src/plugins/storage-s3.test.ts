/**
 * The S3 store against a real S3-compatible server that the test starts: s3rver (npm, plain JavaScript, runs on
 * Node 20+) on a random loopback port with a temp directory. First the contract every store keeps, then what is
 * S3's own (a failed multipart upload is aborted; a store that refuses, is missing, unreachable or silent is a
 * clear 503 within seconds), then the real routes of the app built with STORAGE=s3: photo upload and download,
 * a photo over one part, an over-limit one leaving no object, the signed direct upload, an export download — with
 * DATA_DIR/files never written. s3rver does not implement AbortMultipartUpload (it answers 405): that the client
 * sends it is checked here; that a real store then drops the parts is the store's part.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageConfig } from '../config';
import { exportFiles, files } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { createTestApp, type Session, type TestApp } from '../test-helpers';
import { patterned, storageContract } from './storage-contract';
import { S3Storage, type S3StorageOptions } from './storage-s3';
import { bigPng, FORM, multipart, photoForm, PNG } from '../test-upload-forms';

const BUCKET = 'lading-test';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let lister: S3Client;
/** every request s3rver received, as "METHOD /path?query" */
const requests: string[] = [];

const options = (over: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  keyPrefix: '',
  ...over,
});

async function bucketKeys(prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await lister.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/** a loopback port nothing listens on */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'lading-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3.httpServer.prependListener('request', (req: { method?: string; url?: string }) => requests.push(`${req.method} ${req.url}`));
  lister = new S3Client({ ...options(), credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, endpoint });
});

afterAll(async () => {
  lister?.destroy();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('storageConfig', () => {
  it('keeps DATA_DIR/files by default and picks S3 by STORAGE=s3 or S3_BUCKET', () => {
    expect(storageConfig({})).toEqual({ kind: 'filesystem' });
    expect(storageConfig({ STORAGE: 'filesystem', S3_BUCKET: 'b' })).toEqual({ kind: 'filesystem' });
    expect(storageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      keyPrefix: '',
    });
    const aws = storageConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_PREFIX: '/lading/prod/' });
    expect(aws).toMatchObject({ endpoint: null, region: 'eu-west-1', forcePathStyle: false, accessKeyId: null, keyPrefix: 'lading/prod' });
  });

  it('refuses a half or wrong S3 configuration at start', () => {
    expect(() => storageConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => storageConfig({ STORAGE: 'nfs' })).toThrow(/STORAGE/);
    expect(() => storageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => storageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => storageConfig({ S3_BUCKET: 'b', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
    expect(() => storageConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

// under a key prefix, so the contract also proves keys land under S3_PREFIX and nowhere else
let contractStorage: S3Storage;
storageContract('S3Storage', () => {
  contractStorage ??= new S3Storage(options({ keyPrefix: 'contract' }));
  return { storage: contractStorage, list: async () => (await bucketKeys('contract/')).map((k) => k.slice('contract/'.length)) };
});

describe('S3Storage faults', () => {
  const expectUnavailable = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(503);
    expect((error as HttpError).messageKey).toBe('storageUnavailable');
  };

  it('aborts the multipart upload when the source fails after the first part, and never completes it', async () => {
    const storage = new S3Storage(options({ keyPrefix: 'abort' }));
    const from = requests.length;
    await expect(storage.put(patterned(6 * 1024 * 1024, new Error('phone went offline')), { prefix: 'c1' })).rejects.toThrow('phone went offline');
    const sent = requests.slice(from);
    expect(sent.some((r) => /^POST \/lading-test\/abort\/c1\/.+\?uploads/.test(r))).toBe(true);
    expect(sent.some((r) => /^PUT .+partNumber=1/.test(r))).toBe(true);
    expect(sent.some((r) => /^DELETE \/lading-test\/abort\/c1\/.+uploadId=/.test(r))).toBe(true);
    expect(sent.some((r) => /^POST .+uploadId=/.test(r))).toBe(false);
    expect(await bucketKeys('abort/')).toEqual([]);
    storage.close();
  });

  it('a store refusing the credentials, or without the bucket, is a 503 (a missing bucket is not a missing file)', async () => {
    // (s3rver checks the key id, not the signature)
    const wrongKey = new S3Storage(options({ accessKeyId: 'not-a-key' }));
    await expectUnavailable(wrongKey.put(Readable.from([PNG]), { prefix: 'c1' }));
    await expectUnavailable(wrongKey.get('c1/00/00/00000000000000000000000000000000'));
    wrongKey.close();
    const noBucket = new S3Storage(options({ bucket: 'no-such-bucket' }));
    await expectUnavailable(noBucket.get('c1/00/00/00000000000000000000000000000000'));
    await expectUnavailable(noBucket.put(Readable.from([PNG]), { prefix: 'c1' }));
    await expect(noBucket.check()).rejects.toThrow();
    noBucket.close();
  });

  it('an unreachable store is a 503 within seconds', async () => {
    const storage = new S3Storage(options({ endpoint: `http://127.0.0.1:${await closedPort()}` }));
    const started = Date.now();
    await expectUnavailable(storage.put(patterned(10_000), { prefix: 'c1' }));
    await expectUnavailable(storage.get('c1/00/00/00000000000000000000000000000000'));
    expect(Date.now() - started).toBeLessThan(15_000);
    storage.close();
  });

  it('a store that accepts the connection and never answers is a 503 after the response timeout, not a hang', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const storage = new S3Storage(options({ endpoint: `http://127.0.0.1:${port}`, connectTimeoutMs: 500, responseTimeoutMs: 500 }));
    try {
      const started = Date.now();
      await expectUnavailable(storage.put(patterned(10_000), { prefix: 'c1' }));
      await expectUnavailable(storage.get('c1/00/00/00000000000000000000000000000000'));
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      storage.close();
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the app with STORAGE=s3', () => {
  let t: TestApp;
  let dataDir: string;
  let servicer: Session;
  let companyPrefix: string;

  const upload = (data: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...servicer.headers, ...FORM }, payload: photoForm(data) });
  const fileRows = async (app = t.app) => (await app.db.select({ n: count() }).from(files))[0].n;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lading-s3-app-'));
    const config = storageConfig({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'app',
    });
    t = await createTestApp({ dataDir, storage: config, directUpload: true });
    servicer = await t.login('servicer');
    companyPrefix = `app/c${servicer.body.data.user.company_id}/`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a photo in the bucket and serves the same bytes with its checked type', async () => {
    const before = await bucketKeys(companyPrefix);
    const res = await upload(PNG);
    expect(res.statusCode).toBe(200);
    const { url, content_type, size } = res.json().data;
    expect(content_type).toBe('image/png');
    expect(size).toBe(PNG.length);
    const added = (await bucketKeys(companyPrefix)).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^app\/c\d+\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);

    const got = await t.app.inject({ method: 'GET', url, headers: servicer.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a photo over one S3 part (multipart) whole, and refuses one over the limit leaving no object and no row', async () => {
    const big = bigPng(6 * 1024 * 1024);
    const res = await upload(big);
    expect(res.statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: res.json().data.url, headers: servicer.headers });
    expect(got.rawPayload.equals(big)).toBe(true);

    const keys = await bucketKeys();
    const rows = await fileRows();
    const tooBig = await upload(bigPng(10 * 1024 * 1024 + 10));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toBe('文件过大，不能超过10M');
    expect(await bucketKeys()).toEqual(keys);
    expect(await fileRows()).toBe(rows);
  });

  it('takes a signed direct upload through its policy into the bucket', async () => {
    const policy = (await t.app.inject({ method: 'GET', url: '/api/file/upload/policy', headers: servicer.headers })).json().data;
    const before = await bucketKeys(companyPrefix);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload/direct',
      headers: FORM,
      payload: multipart([
        { name: 'key', value: `${policy.dir}photo.png` },
        { name: 'policy', value: policy.policy },
        { name: 'signature', value: policy.signature },
        { name: 'file', filename: 'photo.png', type: 'image/png', data: PNG },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect((await bucketKeys(companyPrefix)).length).toBe(before.length + 1);
    const got = await t.app.inject({ method: 'GET', url: res.json().data.url, headers: servicer.headers });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('writes a background export into the bucket and serves it for download', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/waybills/export-jobs',
      headers: servicer.headers,
      payload: { status: 'TO_SIGN', columns: 'order_no,end_tel' },
    });
    expect(res.statusCode).toBe(200);
    const jobId = res.json().data.job_id as string;
    // the job runs after the answer: wait for its row
    for (let i = 0; i < 200 && !(await t.app.db.select().from(exportFiles).where(eq(exportFiles.fileid, jobId))).length; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await bucketKeys(`app/exports/c${servicer.body.data.user.company_id}/`)).length).toBeGreaterThan(0);
    const got = await t.app.inject({ method: 'GET', url: `/api/file/export/download?file=${jobId}`, headers: servicer.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect(got.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
  });

  it('never writes DATA_DIR/files', () => {
    expect(readdirSync(dataDir).filter((n) => n === 'files')).toEqual([]);
  });

  it('answers 503 in the user language, and records nothing, when the bucket is unreachable', async () => {
    const down = await createTestApp(
      { dataDir, storage: { ...options(), kind: 's3', endpoint: `http://127.0.0.1:${await closedPort()}` } },
      t.database,
    );
    try {
      const session = await down.login('servicer');
      const rows = await fileRows(down.app);
      const started = Date.now();
      const res = await down.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...session.headers, ...FORM }, payload: photoForm(PNG) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: '503', msg: '文件存储暂时不可用，请稍后重试' });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await fileRows(down.app)).toBe(rows);
      const en = await down.app.inject({
        method: 'POST',
        url: '/api/file/image/upload',
        headers: { ...session.headers, ...FORM, 'accept-language': 'en' },
        payload: photoForm(PNG),
      });
      expect(en.json().msg).toBe('File storage is unavailable right now, please try again later');
    } finally {
      await down.close();
    }
  });
});
