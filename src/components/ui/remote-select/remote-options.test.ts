import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemoteOptions, lookupParams, mapRows } from './remote-options';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiGet }));

afterEach(() => vi.restoreAllMocks());

describe('remote options', () => {
  it('maps rows by field names or functions', () => {
    expect(mapRows([{ id: 1, name: 'A' }, { id: null }], { text: 'name', value: 'id' })).toEqual([{ value: '1', text: 'A' }]);
    expect(mapRows([{ code: 'X', a: 'b' }], { text: (r) => `${r.code}-${r.a}`, value: 'code' })).toEqual([{ value: 'X', text: 'X-b' }]);
  });
  it('selected-value lookups ask for 50 per page with the values comma-joined', () => {
    expect(lookupParams('resource_ids', ['3', '9'])).toEqual({ resource_ids: '3,9', page: 1, per_page: 50 });
  });
  it('a failed request is only logged and gives an empty list', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    apiGet.mockImplementation(async () => {
      throw new Error('boom');
    });
    await expect(fetchRemoteOptions('/x', {}, { text: 'name', value: 'id' })).resolves.toEqual([]);
    expect(debug.mock.calls.map((c) => c[0])).toEqual(['[remote-select] request failed']);
    debug.mockRestore();
  });
});
