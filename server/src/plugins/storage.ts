/**
 * Where uploaded bytes live, behind a small interface (put a stream → key, get a key → stream + size, delete) so an
 * S3-compatible store (storage-s3.ts) can replace the filesystem one; plugins/file-storage.ts picks one per the
 * config. Keys are <prefix>/ab/cd/<id>, checked segment by segment wherever a key comes in.
 * The filesystem store keeps objects under DATA_DIR/files in those sharded directories and writes through a temp
 * file in DATA_DIR/files/.tmp named after the writing process, so a failed upload leaves nothing and the temp
 * files of a crashed process can be told from those of a live one sharing the directory (removeStaleTemp).
 * A failing disk or store (full, unwritable, unreachable) is the caller's clear 507/503 (storageFault), never a
 * bare 500; the source stream's own error (a refused image, a client gone) passes through unchanged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../lib/http-error';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

export interface FileStorage {
  /** Stores the stream whole or not at all; rejects with the stream's own error. `prefix` groups keys (per company). */
  put(source: Readable, options: { prefix: string }): Promise<StoredObject>;
  /** null when the key holds nothing */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

export function assertKey(key: string): void {
  if (!key.split('/').every((segment) => SAFE_SEGMENT.test(segment))) throw new Error(`invalid storage key: ${key}`);
}

/** A new key under `prefix`: <prefix>/ab/cd/<32 hex>, sharded by the id's first bytes. */
export function newObjectKey(prefix: string): { id: string; key: string } {
  const id = randomBytes(16).toString('hex');
  const key = `${prefix}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
  assertKey(key);
  return { id, key };
}

/** A pass-through that counts and hashes what goes through it. */
export function measuring(): { stream: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * errno codes of a disk that cannot take the write (as opposed to a client or a bug); ENOENT because Node's
 * recursive mkdir reports a read-only disk so (a missing file is handled before this, where it means "no such key")
 */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const DISK_FAULTS = new Set([...DISK_FULL, 'EACCES', 'EPERM', 'EROFS', 'EIO', 'ENOTDIR', 'ENOENT', 'EMFILE', 'ENFILE']);

export const isDiskFault = (error: unknown) => DISK_FAULTS.has((error as NodeJS.ErrnoException)?.code ?? '');

/**
 * The storage could not do its part: 507 'storage full' when it is out of space, 503 'storage unavailable' otherwise
 * (unwritable, read-only, unreachable, misconfigured). The cause stays on the error for the log (plugins/errors.ts).
 */
export function storageFault(cause: unknown, full = DISK_FULL.has((cause as NodeJS.ErrnoException)?.code ?? '')): HttpError {
  const error = full ? new HttpError(507, 'storageFull') : new HttpError(503, 'storageUnavailable');
  return Object.assign(error, { cause });
}

/** A temp file older than this is stale even when its process still runs (a pid reused by another program). */
const TEMP_MAX_AGE_MS = 3_600_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class FilesystemStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private get tmpDir(): string {
    return path.join(this.root, '.tmp');
  }

  async put(source: Readable, { prefix }: { prefix: string }): Promise<StoredObject> {
    const { id, key } = newObjectKey(prefix);
    const target = this.pathOf(key);
    const tmp = path.join(this.tmpDir, `${process.pid}-${id}`);
    const measure = measuring();
    let out: WriteStream | null = null;
    try {
      await mkdir(this.tmpDir, { recursive: true });
      out = createWriteStream(tmp, { flags: 'wx' });
      await pipeline(source, measure.stream, out);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      // the temp file goes only once its stream has closed: a refusal can come before the file is even open, and its
      // late open would otherwise create the file again after the rm (a leaked .tmp entry, seen under load)
      if (out && !out.closed) await Promise.race([once(out, 'close').catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
      await rm(tmp, { force: true });
      throw isDiskFault(error) ? storageFault(error) : error;
    }
    return { key, ...measure.result() };
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw isDiskFault(error) ? storageFault(error) : error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (error) {
      throw isDiskFault(error) ? storageFault(error) : error;
    }
  }

  /**
   * Removes the temp files a crashed process left (called at start): those of a process that no longer runs, of
   * this very pid (an earlier process that had it, common in containers), without a pid, or older than an hour.
   * The temp files of a live sibling process sharing DATA_DIR are its uploads in flight and stay. Returns how many went.
   */
  async removeStaleTemp(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tmpDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const pid = Number(/^(\d+)-/.exec(name)?.[1] ?? 0);
      const orphan = !pid || pid === process.pid || !processAlive(pid);
      if (!orphan) {
        const info = await stat(file).catch(() => null);
        if (info && now - info.mtimeMs < TEMP_MAX_AGE_MS) continue;
      }
      await rm(file, { recursive: true, force: true });
      removed++;
    }
    return removed;
  }
}
