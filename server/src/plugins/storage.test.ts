import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FilesystemStorage } from './storage';
import { storageContract } from './storage-contract';

const root = mkdtempSync(path.join(tmpdir(), 'lading-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** every file under `dir`, temp files included, as a/b/c */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  try {
    walk(dir);
  } catch {
    // nothing stored yet
  }
  return out.sort();
}

const storage = new FilesystemStorage(root);
storageContract('FilesystemStorage', () => ({ storage, list: async () => filesUnder(root) }));

describe('FilesystemStorage temp files', () => {
  it('at start, removes the temp files of dead processes, of its own pid, without a pid or over an hour old; keeps a live one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lading-storage-tmp-'));
    try {
      const tmp = path.join(dir, '.tmp');
      mkdirSync(tmp);
      // the parent runs (the test runner); a pid above the kernel's limit never does
      const names = ['0123abcd', `${process.pid}-a`, '99999999-b', `${process.ppid}-fresh`, `${process.ppid}-old`];
      for (const name of names) writeFileSync(path.join(tmp, name), 'partial');
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      utimesSync(path.join(tmp, `${process.ppid}-old`), twoHoursAgo, twoHoursAgo);
      expect(await new FilesystemStorage(dir).removeStaleTemp()).toBe(4);
      expect(readdirSync(tmp)).toEqual([`${process.ppid}-fresh`]);
      expect(await new FilesystemStorage(path.join(dir, 'missing')).removeStaleTemp()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('FilesystemStorage refused uploads', () => {
  it('leaves no temp file when the source fails before the temp file is even open (the refused-image race)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lading-storage-refused-'));
    try {
      const store = new FilesystemStorage(dir);
      for (let i = 0; i < 30; i++) {
        // fails on its first read, as a sniffed non-image does
        const source = new Readable({
          read() {
            this.destroy(new Error('not an image'));
          },
        });
        await expect(store.put(source, { prefix: 'c1' })).rejects.toThrow('not an image');
      }
      // the write stream's late open must not re-create the file after the cleanup
      await new Promise((r) => setTimeout(r, 200));
      expect(filesUnder(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
