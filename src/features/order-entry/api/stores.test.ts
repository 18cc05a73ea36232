import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);

const { searchOwnStores, searchStoresOfConsignor } = await import('./stores');

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiGet.mockResolvedValue({ list: [], total: 0 });
});

describe('order form store search (spec §9)', () => {
  it('asks for 300 in the initial list and 10 for a search, page 1', async () => {
    await searchStoresOfConsignor('12', { name: '' });
    expect(api.apiGet).toHaveBeenLastCalledWith('/user/resource_binding/store/list', { page: 1, per_page: 300, object_id: '12', name: '' }, { silent: true });
    await searchStoresOfConsignor('12', { name: '旗舰' });
    expect(api.apiGet).toHaveBeenLastCalledWith('/user/resource_binding/store/list', { page: 1, per_page: 10, object_id: '12', name: '旗舰' }, { silent: true });
    await searchOwnStores(7, { name: '旗舰' });
    expect(api.apiGet).toHaveBeenLastCalledWith('/user/resource_binding/get_stores_by_consignor_user_id/7', { page: 1, per_page: 10, name: '旗舰' }, { silent: true });
    await searchOwnStores(7, {});
    expect(api.apiGet).toHaveBeenLastCalledWith('/user/resource_binding/get_stores_by_consignor_user_id/7', { page: 1, per_page: 300 }, { silent: true });
  });
});
