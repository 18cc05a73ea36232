import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FilesystemStorage } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'lading-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('FilesystemStorage', () => {
  const storage = new FilesystemStorage(root);

  it('puts a stream under a sharded key, gets it back with its size, deletes it', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), { prefix: 'c7' });
    expect(stored.key).toMatch(/^c7\/([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{28}$/);
    expect(stored.size).toBe(11);
    expect(stored.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    const got = await storage.get(stored.key);
    expect(got?.size).toBe(11);
    expect(await text(got!.stream)).toBe('hello world');
    await storage.delete(stored.key);
    expect(await storage.get(stored.key)).toBeNull();
  });

  it('leaves nothing behind when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing, { prefix: 'c7' })).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave the root', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('c1/../../x')).rejects.toThrow(/invalid storage key/);
  });
});
