import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => api);

const { createSubAccount } = await import('./create-sub-account');
const { setSubAccountStatus } = await import('./set-sub-account-status');

beforeEach(() => api.apiPost.mockReset().mockResolvedValue({ id: 5 }));

describe('the sub-account screens call the users service of spec §7', () => {
  it('a new sub-account goes to POST /user/users/createUser', async () => {
    const body = { nickname: '小王', username: 'wang', phone: '13800000000', password: 'abc12345', confirm_password: 'abc12345', role_id: 2, group_ids: [] };
    await createSubAccount(body);
    expect(api.apiPost).toHaveBeenCalledWith('/user/users/createUser', body, { silent: true });
  });

  it('enable / disable goes to POST /user/users/updateUserStatus {id, status}', async () => {
    await setSubAccountStatus(5, 0);
    expect(api.apiPost).toHaveBeenCalledWith('/user/users/updateUserStatus', { id: 5, status: 0 });
  });
});
