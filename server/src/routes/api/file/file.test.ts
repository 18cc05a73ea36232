import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_MAX_BYTES } from '../../../../../src/domain/images';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';
import { BOUNDARY, FORM, multipart, PNG, type FormPart } from '../../../test-upload-forms';
import { issuePolicy } from './upload-policy';

/** A multipart body whose file part is a PNG header followed by `size` bytes, generated as it is read. */
function streamingBody(field: string, size: number, fields: FormPart[] = []): Readable {
  const head = Buffer.concat([
    multipart(fields).subarray(0, -Buffer.byteLength(`--${BOUNDARY}--\r\n`)),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG.subarray(0, 16),
  ]);
  const chunk = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  return Readable.from(
    (function* () {
      yield head;
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        yield chunk.subarray(0, n);
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })(),
  );
}

const form = FORM;

/** every stored object under the data dir (the temp dir must be empty too) */
function storedFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  try {
    walk(dir);
  } catch {
    // nothing stored yet
  }
  return out.sort();
}

/**
 * The stored files once every write in flight has finished: a file finishes storing, and a refused one's temp file is
 * removed, just after the reply. Settled = no temp file and the same list for half a second (on a loaded machine a
 * single 100 ms look caught writes still landing). A temp file that never goes is a leak: it stays in the answer.
 */
async function settledFiles(dir: string): Promise<string[]> {
  let last = storedFiles(dir);
  let steady = 0;
  for (let i = 0; i < 100 && steady < 5; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = storedFiles(dir);
    steady = now.join('|') === last.join('|') && !now.some((f) => f.startsWith('.tmp')) ? steady + 1 : 0;
    last = now;
  }
  return last;
}

describe('/api/file', () => {
  let t: TestApp;
  let dataDir: string;
  let servicer: Session;
  let other: Session;

  const upload = (session: Session | null, parts: FormPart[]) =>
    t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...(session?.headers ?? {}), ...form }, payload: multipart(parts) });
  const download = (session: Session, fileid: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${fileid}`, headers: { ...session.headers, ...headers } });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lading-files-'));
    // the signed direct upload is switched on here (DIRECT_UPLOAD); its own test turns it off
    t = await createTestApp({ dataDir, directUpload: true });
    servicer = await t.login('servicer');
    other = await t.login('servicer2');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a real image and serves it back with its sniffed type and caching headers', async () => {
    // declared as jpeg, but the bytes are a PNG: the content decides
    const res = await upload(servicer, [{ name: 'photo', filename: 'x.jpg', type: 'image/jpeg', data: PNG }]);
    expect(res.statusCode).toBe(200);
    const { fileid, url, content_type, size } = res.json().data;
    expect(fileid).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`/api/file/image/download?file_id=${fileid}`);
    expect(content_type).toBe('image/png');
    expect(size).toBe(PNG.length);

    const got = await download(servicer, fileid);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Number(got.headers['content-length'])).toBe(PNG.length);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(got.headers['cache-control']).toContain('private');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const etag = String(got.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await download(servicer, fileid, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // stored under DATA_DIR/files/c<company>/ab/cd/<id>
    expect(storedFiles(path.join(dataDir, 'files')).some((f) => /^c\d+\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/.test(f))).toBe(true);
  });

  it('refuses a disguised file (text named .jpg, declared image/jpeg) and keeps nothing', async () => {
    const before = await settledFiles(path.join(dataDir, 'files'));
    const res = await upload(servicer, [{ name: 'photo', filename: 'evil.jpg', type: 'image/jpeg', data: Buffer.from('hello, I am not a picture at all') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('文件内容不是有效的图片（仅支持 jpeg、png、gif、bmp、webp）');
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/file/image/upload',
      headers: { 'x-token': servicer.token, 'accept-language': 'en', ...form },
      payload: multipart([{ name: 'photo', filename: 'evil.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4 nope') }]),
    });
    expect(en.json().msg).toMatch(/not a valid image/);
    expect(await settledFiles(path.join(dataDir, 'files'))).toEqual(before);
  });

  it('aborts a stream over 10 MB with a 400 and leaves no partial file', async () => {
    const before = await settledFiles(path.join(dataDir, 'files'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/image/upload',
      headers: { ...servicer.headers, ...form },
      payload: streamingBody('photo', 11 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('文件过大，不能超过10M');
    expect(res.headers.connection).toBe('close');
    expect(await settledFiles(path.join(dataDir, 'files'))).toEqual(before);
  });

  it('accepts exactly 10 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/image/upload',
      headers: { ...servicer.headers, ...form },
      payload: streamingBody('photo', 10 * 1024 * 1024 - 16),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.size).toBe(10 * 1024 * 1024);
  });

  it('answers 400 for a missing file, a wrong field name or a non-multipart body, 401 without a token', async () => {
    const missing = await upload(servicer, [{ name: 'memo', value: 'no file here' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('缺少上传文件（字段 photo）');
    const wrongField = await upload(servicer, [{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().msg).toBe('缺少上传文件（字段 photo）');
    const json = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: servicer.headers, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
    const anonymous = await upload(null, [{ name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }]);
    expect(anonymous.statusCode).toBe(401);
  });

  it("hides another company's file and unknown ids behind 404", async () => {
    const { fileid } = (await upload(servicer, [{ name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }])).json().data;
    expect((await download(other, fileid)).statusCode).toBe(404);
    expect((await download(servicer, 'f'.repeat(32))).statusCode).toBe(404);
    expect((await download(servicer, fileid)).statusCode).toBe(200);
  });

  describe('signed-policy direct upload', () => {
    const policyOf = async (session: Session) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/file/upload/policy', headers: session.headers });
      expect(res.statusCode).toBe(200);
      return res.json().data as { enabled: boolean; host: string; dir: string; policy: string; signature: string; expire: number };
    };
    const post = (payload: Buffer | Readable) =>
      t.app.inject({ method: 'POST', url: '/api/file/upload/direct', headers: { ...form, 'accept-language': 'zh-CN' }, payload });
    /** a PNG under the policy's dir with its fields, in the order a cloud store wants them */
    const signedPhoto = (p: { dir: string; policy: string; signature: string }) =>
      multipart([
        { name: 'key', value: `${p.dir}photo.png` },
        { name: 'policy', value: p.policy },
        { name: 'signature', value: p.signature },
        { name: 'file', filename: 'photo.png', type: 'image/png', data: PNG },
      ]);

    it('is a server switch: off (the default), the policy says so and a direct POST is refused, nothing stored', async () => {
      t.config.directUpload = true;
      const signed = await policyOf(servicer);
      expect(signed.enabled).toBe(true);
      t.config.directUpload = undefined;
      try {
        expect(await policyOf(servicer)).toEqual({ enabled: false });
        const before = await settledFiles(path.join(dataDir, 'files'));
        const res = await post(signedPhoto(signed));
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe('未开启直传上传，请通过接口上传');
        expect(await settledFiles(path.join(dataDir, 'files'))).toEqual(before);
      } finally {
        t.config.directUpload = true;
      }
    });

    it('issues a company-bound policy for a day with the spec length range', async () => {
      const p = await policyOf(servicer);
      const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString());
      expect(doc.conditions).toContainEqual(['content-length-range', 0, POLICY_MAX_BYTES]);
      expect(p.dir).toBe(`c${servicer.body.data.user.company_id}/u${servicer.body.data.user.id}/`);
      expect(p.expire - Math.floor(Date.now() / 1000)).toBeGreaterThan(86_390);
      expect(p.host).toBe('/api/file/upload/direct');
      expect(p.enabled).toBe(true);
    });

    it('accepts a signed upload and answers {status, data.url} the company can download', async () => {
      const p = await policyOf(servicer);
      const res = await post(signedPhoto(p));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('ok');
      expect(body.data.url).toMatch(/^\/api\/file\/image\/download\?file_id=[0-9a-f]{32}$/);
      const got = await t.app.inject({ method: 'GET', url: body.data.url, headers: servicer.headers });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect((await t.app.inject({ method: 'GET', url: body.data.url, headers: other.headers })).statusCode).toBe(404);
    });

    it('refuses a tampered signature or policy, an expired policy and a key outside the prefix', async () => {
      const p = await policyOf(servicer);
      const send = (fields: { key?: string; policy?: string; signature?: string }) =>
        post(
          multipart([
            { name: 'key', value: fields.key ?? `${p.dir}a.png` },
            { name: 'policy', value: fields.policy ?? p.policy },
            { name: 'signature', value: fields.signature ?? p.signature },
            { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
          ]),
        );
      const badSig = await send({ signature: p.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
      expect(badSig.statusCode).toBe(403);
      expect(badSig.json().msg).toBe('上传签名无效');
      // another company's prefix in the policy, with the old signature
      const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString());
      doc.conditions[1][2] = 'c999/u1/';
      const forged = Buffer.from(JSON.stringify(doc)).toString('base64');
      expect((await send({ policy: forged, key: 'c999/u1/a.png' })).statusCode).toBe(403);
      expect((await send({ key: 'c999/u1/a.png' })).statusCode).toBe(403);
      const old = issuePolicy(t.config.jwtSecret, { companyId: 1, uploaderId: 1, host: '', now: Date.now() - 86_401_000 });
      const expired = await send({ policy: old.policy, signature: old.signature, key: `${old.dir}a.png` });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().msg).toBe('上传签名已过期');
    });

    it('refuses a file outside the content-length range, a disguised file and a wrong field, storing nothing', async () => {
      const p = await policyOf(servicer);
      const before = await settledFiles(path.join(dataDir, 'files'));
      const fields: FormPart[] = [
        { name: 'key', value: `${p.dir}a.png` },
        { name: 'policy', value: p.policy },
        { name: 'signature', value: p.signature },
      ];
      const big = await post(streamingBody('file', POLICY_MAX_BYTES, fields));
      expect(big.statusCode).toBe(400);
      expect(big.json().msg).toBe(`文件大小须在0到${POLICY_MAX_BYTES}字节之间`);
      const text = await post(multipart([...fields, { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('plain text') }]));
      expect(text.statusCode).toBe(400);
      const wrong = await post(multipart([...fields, { name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }]));
      expect(wrong.statusCode).toBe(400);
      expect(await settledFiles(path.join(dataDir, 'files'))).toEqual(before);
    });
  });

  describe('account images', () => {
    it('sets the avatar from an own file, shows it in user info, refuses a foreign file', async () => {
      const { fileid } = (await upload(servicer, [{ name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }])).json().data;
      const set = await t.app.inject({ method: 'POST', url: '/api/user/users/updateAvatar', headers: servicer.headers, payload: { fileid } });
      expect(set.statusCode).toBe(200);
      const info = (await t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: servicer.headers })).json().data;
      expect(info.avatar_fileid).toBe(fileid);
      expect(info.avatar_url).toBe(`/api/file/image/download?file_id=${fileid}`);
      const foreign = await t.app.inject({ method: 'POST', url: '/api/user/users/updateAvatar', headers: other.headers, payload: { fileid } });
      expect(foreign.statusCode).toBe(400);
      const cleared = await t.app.inject({ method: 'POST', url: '/api/user/users/updateAvatar', headers: servicer.headers, payload: { fileid: null } });
      expect(cleared.json().data.avatar_fileid).toBeNull();
    });

    it('keeps up to 10 qualification photos for main accounts only', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) ids.push((await upload(servicer, [{ name: 'photo', filename: 'q.png', type: 'image/png', data: PNG }])).json().data.fileid);
      const url = '/api/user/company/qualification';
      const set = await t.app.inject({ method: 'POST', url, headers: servicer.headers, payload: { fileids: ids } });
      expect(set.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, headers: servicer.headers })).json().data.fileids).toEqual(ids);
      const tooMany = await t.app.inject({ method: 'POST', url, headers: servicer.headers, payload: { fileids: Array.from({ length: 11 }, (_, i) => `f${i}`) } });
      expect(tooMany.statusCode).toBe(400);
      const finance = await t.login('finance');
      const sub = await t.app.inject({ method: 'POST', url, headers: finance.headers, payload: { fileids: ids } });
      expect(sub.statusCode).toBe(403);
    });
  });
});
