/**
 * Disk faults of the filesystem store, through the real upload routes: a full disk, a read-only disk and an
 * unwritable directory each answer a clear 507/503 in the user's language, keep no partial file and record no row.
 * The faults are real where the machine allows: a 64 KB tmpfs mounted over DATA_DIR/files (full: ENOSPC), the same
 * remounted read-only (EROFS), and DATA_DIR/files/.tmp made unwritable — chmod 0555 when not root, `chattr +i` as
 * root (chmod does not stop root; the immutable flag does: EPERM). Where mounting is not allowed, the full disk is
 * simulated instead: the real FilesystemStorage fed through a stream that fails with ENOSPC after a few KB (the test
 * names say which ran). Also: the temp files a crash left are removed when the app starts, and the count is logged.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { files } from '../db/schema';
import { createSeededDatabase, createTestApp, testConfig, type Session, type TestApp } from '../test-helpers';
import { FilesystemStorage, type StoredObject } from './storage';
import { bigPng, FORM, multipart, photoForm, PNG } from '../test-upload-forms';

const isRoot = process.getuid?.() === 0;

/** whether `command args... <a fresh dir>` works here, undone by `undo` */
function allowed(args: string[], undo: string[]): boolean {
  if (process.platform !== 'linux') return false;
  const probe = mkdtempSync(path.join(tmpdir(), 'lading-probe-'));
  try {
    execFileSync(args[0], [...args.slice(1), probe], { stdio: 'ignore' });
    execFileSync(undo[0], [...undo.slice(1), probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

// LADING_SIMULATE_DISK_FULL=1 runs the simulated full disk even where a mount works (to check that path too)
const canMount = !process.env.LADING_SIMULATE_DISK_FULL && isRoot && allowed(['mount', '-t', 'tmpfs', '-o', 'size=64k', 'tmpfs'], ['umount']);
const canChattr = isRoot && allowed(['chattr', '+i'], ['chattr', '-i']);

/** every file under `dir`, temp files included */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out;
}

/** The real filesystem store whose writes fail with ENOSPC after 4 KB, for machines that cannot mount a tiny disk. */
class SimulatedFullDisk extends FilesystemStorage {
  put(source: Readable, options: { prefix: string }): Promise<StoredObject> {
    let written = 0;
    const disk = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        if (written <= 4096) return done(null, chunk);
        done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' }));
      },
    });
    source.on('error', (error) => disk.destroy(error));
    // it may fail before the store's pipeline attaches (which still sees the error then)
    disk.on('error', () => {});
    return super.put(source.pipe(disk), options);
  }
}

describe('disk faults on upload', () => {
  let t: TestApp;
  let dataDir: string;
  let filesDir: string;
  let servicer: Session;
  const undo: (() => void)[] = [];

  const upload = (data: Buffer, lang = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: '/api/file/image/upload',
      headers: { ...servicer.headers, ...FORM, 'accept-language': lang },
      payload: photoForm(data),
    });
  const directUpload = async (data: Buffer) => {
    const policy = (await t.app.inject({ method: 'GET', url: '/api/file/upload/policy', headers: servicer.headers })).json().data;
    return t.app.inject({
      method: 'POST',
      url: '/api/file/upload/direct',
      headers: { ...FORM, 'accept-language': 'zh-CN' },
      payload: multipart([
        { name: 'key', value: `${policy.dir}photo.png` },
        { name: 'policy', value: policy.policy },
        { name: 'signature', value: policy.signature },
        { name: 'file', filename: 'photo.png', type: 'image/png', data },
      ]),
    });
  };
  const fileRows = async () => (await t.app.db.select({ n: count() }).from(files))[0].n;

  const FULL = { code: '507', msg: '服务器存储空间已满，文件未保存，请联系管理员' };
  const UNAVAILABLE = { code: '503', msg: '文件存储暂时不可用，请稍后重试' };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lading-faults-'));
    filesDir = path.join(dataDir, 'files');
    t = await createTestApp({ dataDir, directUpload: true }, undefined, canMount ? {} : { storage: new SimulatedFullDisk(filesDir) });
    servicer = await t.login('servicer');
  });
  beforeEach(() => {
    rmSync(filesDir, { recursive: true, force: true });
    mkdirSync(filesDir);
  });
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });
  afterAll(async () => {
    while (undo.length) undo.pop()!();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** a 64 KB disk over DATA_DIR/files */
  const mountTinyDisk = () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', filesDir]);
    undo.push(() => execFileSync('umount', [filesDir]));
  };

  it.runIf(canMount)('a full disk (real: a 64 KB tmpfs) answers 507 in the user language, keeps no partial file and no row', async () => {
    mountTinyDisk();
    const rows = await fileRows();
    expect(await upload(PNG).then((r) => r.statusCode)).toBe(200);
    const stored = filesUnder(filesDir);
    const res = await upload(bigPng(200_000));
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject(FULL);
    expect((await upload(bigPng(200_000), 'en')).json().msg).toBe("The server's file storage is full; the file was not saved. Please tell your administrator");
    expect((await directUpload(bigPng(200_000))).json()).toMatchObject(FULL);
    expect(filesUnder(filesDir)).toEqual(stored);
    expect(await fileRows()).toBe(rows + 1);
  });

  it.runIf(!canMount)('a full disk (simulated: the real store, its writes failing with ENOSPC) answers 507, keeps no partial file and no row', async () => {
    const rows = await fileRows();
    const res = await upload(bigPng(200_000));
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject(FULL);
    expect((await directUpload(bigPng(200_000))).json()).toMatchObject(FULL);
    expect(filesUnder(filesDir)).toEqual([]);
    expect(await fileRows()).toBe(rows);
  });

  it.runIf(canMount)('a read-only disk (real: the tmpfs remounted read-only) answers 503 and records nothing', async () => {
    mountTinyDisk();
    execFileSync('mount', ['-o', 'remount,ro', filesDir]);
    const rows = await fileRows();
    const res = await upload(PNG);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject(UNAVAILABLE);
    expect(await fileRows()).toBe(rows);
  });

  it.runIf(!isRoot || canChattr)(
    `an unwritable files directory (real: ${isRoot ? 'chattr +i, which stops root too' : 'chmod 0555'}) answers 503 and records nothing`,
    async () => {
      const tmp = path.join(filesDir, '.tmp');
      mkdirSync(tmp);
      if (isRoot) {
        execFileSync('chattr', ['+i', tmp]);
        undo.push(() => execFileSync('chattr', ['-i', tmp]));
      } else {
        execFileSync('chmod', ['0555', tmp]);
        undo.push(() => execFileSync('chmod', ['0755', tmp]));
      }
      const rows = await fileRows();
      const res = await upload(PNG);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(UNAVAILABLE);
      expect((await directUpload(PNG)).statusCode).toBe(503);
      expect(filesUnder(filesDir)).toEqual([]);
      expect(await fileRows()).toBe(rows);
    },
  );
});

describe('temp files left by a crash', () => {
  it('are removed when the app starts, and the log says how many', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lading-stale-'));
    const tmp = path.join(dataDir, 'files', '.tmp');
    mkdirSync(tmp, { recursive: true });
    // an old-style name, this pid (an earlier process had it), a pid that cannot run; and the parent's, which runs
    for (const name of ['0123abcd', `${process.pid}-a`, '99999999-b', `${process.ppid}-in-flight`]) writeFileSync(path.join(tmp, name), 'partial');
    const lines: Record<string, unknown>[] = [];
    const database = await createSeededDatabase();
    const app = await buildApp({
      db: database.db,
      config: testConfig({ dataDir }),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    try {
      expect(readdirSync(tmp)).toEqual([`${process.ppid}-in-flight`]);
      expect(lines.find((l) => l.removed !== undefined)).toMatchObject({ level: 40, removed: 3 });
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
