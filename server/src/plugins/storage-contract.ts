/**
 * The FileStorage contract as one suite, run against every store (storage.test.ts: the filesystem one,
 * storage-s3.test.ts: S3 on a local s3rver): round trip with size and sha256, a missing key, a body over one S3 part,
 * whole-or-nothing when the source fails (before and after a multipart upload began; the store's own listing must
 * not change), the source's own error passed through, and keys that could escape refused.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import type { FileStorage } from './storage';

export interface ContractTarget {
  storage: FileStorage;
  /** every object (and every temp file) the store holds right now */
  list(): Promise<string[]>;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `size` bytes of a repeatable pattern, in 64 KB chunks, then `failWith` if given. */
export function patterned(size: number, failWith?: Error): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) % 251;
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
      if (failWith) throw failWith;
    })(),
  );
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** over one 5 MB S3 part, so the S3 store goes multipart */
const BIG = 6 * 1024 * 1024 + 123;

export function storageContract(name: string, target: () => ContractTarget): void {
  describe(`${name}: the FileStorage contract`, () => {
    it('puts a stream under a sharded key, gets it back with its size and bytes, deletes it', async () => {
      const { storage, list } = target();
      const stored = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), { prefix: 'c7' });
      expect(stored.key).toMatch(/^c7\/([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{28}$/);
      expect(stored.size).toBe(11);
      expect(stored.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
      expect(await list()).toContain(stored.key);
      const got = await storage.get(stored.key);
      expect(got?.size).toBe(11);
      expect((await readAll(got!.stream)).toString()).toBe('hello world');
      await storage.delete(stored.key);
      expect(await storage.get(stored.key)).toBeNull();
      expect(await list()).not.toContain(stored.key);
    });

    it('gets null for a key that holds nothing, and deleting one is no error', async () => {
      const { storage } = target();
      expect(await storage.get('c7/00/00/00000000000000000000000000000000')).toBeNull();
      await storage.delete('c7/00/00/00000000000000000000000000000000');
    });

    it('keeps every byte of a body over one S3 part, with its hash', async () => {
      const { storage } = target();
      const expected = await readAll(patterned(BIG));
      const stored = await storage.put(patterned(BIG), { prefix: 'exports/c7' });
      expect(stored.key.startsWith('exports/c7/')).toBe(true);
      expect(stored.size).toBe(BIG);
      expect(stored.sha256).toBe(sha256(expected));
      const got = await storage.get(stored.key);
      expect(got?.size).toBe(BIG);
      expect(sha256(await readAll(got!.stream))).toBe(stored.sha256);
      await storage.delete(stored.key);
    });

    it.each([
      ['at once', 0],
      ['after a few bytes', 1000],
      ['after more than one S3 part (multipart begun)', BIG],
    ])('leaves nothing behind when the source fails %s', async (_label, size) => {
      const { storage, list } = target();
      const before = await list();
      await expect(storage.put(patterned(size, new Error('client went away')), { prefix: 'c7' })).rejects.toThrow('client went away');
      expect(await list()).toEqual(before);
    });

    it("rejects with the source's own error, as it is (a refused upload stays a 400)", async () => {
      const { storage, list } = target();
      const before = await list();
      const refusal = new HttpError(400, 'imageNotImage');
      await expect(storage.put(patterned(70_000, refusal), { prefix: 'c7' })).rejects.toBe(refusal);
      // a source that had failed before put was even called
      const early = new Readable({ read() {} });
      early.on('error', () => {});
      early.destroy(refusal);
      await expect(storage.put(early, { prefix: 'c7' })).rejects.toBe(refusal);
      expect(await list()).toEqual(before);
    });

    it('refuses keys that could leave the root or the prefix', async () => {
      const { storage } = target();
      await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get('c1/../../x')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get('c1//x')).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete('c1/./x')).rejects.toThrow(/invalid storage key/);
      await expect(storage.put(Readable.from([Buffer.from('x')]), { prefix: '../c1' })).rejects.toThrow(/invalid storage key/);
    });
  });
}
