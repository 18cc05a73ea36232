/**
 * Where uploaded bytes live, behind a small interface (put a stream → key, get a key → stream + size, delete) so an
 * S3-compatible store can replace the filesystem one. The filesystem store keeps objects under DATA_DIR/files in
 * sharded directories (<prefix>/ab/cd/<id>) and writes through a temp file, so a failed upload leaves nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';

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

function assertKey(key: string): void {
  if (!key.split('/').every((segment) => SAFE_SEGMENT.test(segment))) throw new Error(`invalid storage key: ${key}`);
}

export class FilesystemStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(source: Readable, { prefix }: { prefix: string }): Promise<StoredObject> {
    const id = randomBytes(16).toString('hex');
    const key = `${prefix}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
    const target = this.pathOf(key);
    const tmpDir = path.join(this.root, '.tmp');
    const tmp = path.join(tmpDir, id);
    await mkdir(tmpDir, { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(tmp, { flags: 'wx' }));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp<{ root: string; storage?: FileStorage }>(
  async (app, { root, storage }) => {
    app.decorate('storage', storage ?? new FilesystemStorage(root));
  },
  { name: 'storage' },
);
