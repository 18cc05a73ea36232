import { describe, expect, it, vi } from 'vitest';
import type { ResourceList, ResourceListParams, ResourceRow } from '../api/types';
import { pickerSource } from './picker-source';

const rows = (ids: string[]) => ids.map((id) => ({ id: Number(id), name: `名${id}`, label: `名${id}`, value: Number(id) }) as ResourceRow);
/** a list endpoint answering one row per asked id */
const byIds = () => vi.fn(async (p: ResourceListParams): Promise<ResourceList> => ({ list: rows(String(p.resource_ids).split(',')), total: 0 }));

describe('pickerSource (spec §9 page sizes)', () => {
  it('search: 10 per page by name; the initial list at its own size', async () => {
    const list = vi.fn(async (_p: ResourceListParams): Promise<ResourceList> => ({ list: rows(['1']), total: 1 }));
    const source = pickerSource(list, { initialPerPage: 300 });
    await source.search('顺');
    await source.search('');
    expect(list).toHaveBeenNthCalledWith(1, { page: 1, per_page: 10, name: '顺' });
    expect(list).toHaveBeenNthCalledWith(2, { page: 1, per_page: 300 });
  });

  it('looks up to 100 chosen values up 50 ids per request, every label found', async () => {
    const list = byIds();
    const ids = Array.from({ length: 100 }, (_, i) => String(i + 1));
    const found = await pickerSource(list).lookup(ids);
    expect(found.map((o) => o.value)).toEqual(ids);
    expect(list).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenCalledWith({ page: 1, per_page: 50, resource_ids: ids.slice(0, 50).join(',') });
    expect(list).toHaveBeenCalledWith({ page: 1, per_page: 50, resource_ids: ids.slice(50).join(',') });
  });

  it('fitting workers: 20 ids per lookup request', async () => {
    const list = byIds();
    await pickerSource(list, { lookupPerPage: 20 }).lookup(Array.from({ length: 45 }, (_, i) => String(i + 1)));
    expect(list.mock.calls.map(([p]) => String(p.resource_ids).split(',').length)).toEqual([20, 20, 5]);
  });
});
