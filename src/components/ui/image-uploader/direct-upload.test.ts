import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const { forgetUploadPolicy, hostPath, uploadImageDirect, uploadPolicy } = await import('./direct-upload');

const POLICY = { host: '/api/file/upload/direct', dir: 'c4/u7/', policy: 'eyJ9', signature: 'sig', expire: 2_000_000_000 };

afterEach(() => {
  forgetUploadPolicy();
  vi.clearAllMocks();
});

describe('signed direct upload', () => {
  it('posts key (under dir), policy, signature, then file to the policy host and answers the fileid', async () => {
    api.apiGet.mockResolvedValue(POLICY);
    api.apiPost.mockResolvedValue({ url: '/api/file/image/download?file_id=f1', fileid: 'f1' });
    const file = new File([new Uint8Array([1, 2, 3])], 'my photo.png', { type: 'image/png' });
    expect(await uploadImageDirect(file)).toEqual({ url: '/api/file/image/download?file_id=f1', fileid: 'f1' });
    expect(api.apiGet).toHaveBeenCalledWith('/file/upload/policy', undefined, { silent: true });
    const [url, form] = api.apiPost.mock.calls[0] as [string, FormData];
    expect(url).toBe('/file/upload/direct');
    expect([...form.keys()]).toEqual(['key', 'policy', 'signature', 'file']);
    expect(String(form.get('key'))).toMatch(/^c4\/u7\/\w+-my_photo\.png$/);
    expect(form.get('policy')).toBe('eyJ9');
    expect(form.get('signature')).toBe('sig');
  });

  it('reuses the policy until a minute before it expires, and forgets it after a refused upload', async () => {
    api.apiGet.mockResolvedValue({ ...POLICY, expire: 1000 });
    await uploadPolicy(900_000);
    await uploadPolicy(930_000);
    expect(api.apiGet).toHaveBeenCalledTimes(1);
    await uploadPolicy(941_000);
    expect(api.apiGet).toHaveBeenCalledTimes(2);
    api.apiGet.mockResolvedValue(POLICY);
    forgetUploadPolicy();
    api.apiPost.mockRejectedValueOnce(new Error('403'));
    await expect(uploadImageDirect(new File([new Uint8Array([1])], 'a.png'))).rejects.toThrow('403');
    await uploadPolicy();
    expect(api.apiGet).toHaveBeenCalledTimes(4);
  });

  it("maps the host onto the api client's base", () => {
    expect(hostPath('/api/file/upload/direct')).toBe('/file/upload/direct');
    expect(hostPath('/file/upload/direct')).toBe('/file/upload/direct');
  });
});
