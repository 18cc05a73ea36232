import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const { forgetUploadPolicy, hostPath, uploadImageByPolicy: uploadImageDirect, uploadPolicy } = await import('./direct-upload');

const POLICY = { enabled: true, host: '/api/file/upload/direct', dir: 'c4/u7/', policy: 'eyJ9', signature: 'sig', expire: 2_000_000_000 };

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

  it('the server switch: off → POST /file/image/upload (field photo), asked again after five minutes; on → the direct path', async () => {
    api.apiGet.mockResolvedValue({ enabled: false });
    api.apiPost.mockResolvedValue({ fileid: 'f2', url: '/api/file/image/download?file_id=f2' });
    expect(await uploadImageDirect(new File([new Uint8Array([1])], 'a.png'))).toMatchObject({ fileid: 'f2' });
    const [url, form] = api.apiPost.mock.calls[0] as [string, FormData];
    expect(url).toBe('/file/image/upload');
    expect([...form.keys()]).toEqual(['photo']);
    expect(await uploadPolicy(Date.now() + 60_000)).toEqual({ enabled: false });
    expect(api.apiGet).toHaveBeenCalledTimes(1);
    api.apiGet.mockResolvedValue(POLICY);
    expect((await uploadPolicy(Date.now() + 5 * 60_000 + 1000)).enabled).toBe(true);
    expect(api.apiGet).toHaveBeenCalledTimes(2);
    await uploadImageDirect(new File([new Uint8Array([1])], 'b.png'));
    expect(api.apiPost.mock.calls[1][0]).toBe('/file/upload/direct');
  });

  it('an unreadable policy answer (a failed request) means the API upload', async () => {
    api.apiGet.mockRejectedValue(new Error('offline'));
    api.apiPost.mockResolvedValue({ fileid: 'f3', url: '' });
    await uploadImageDirect(new File([new Uint8Array([1])], 'c.png'));
    expect(api.apiPost.mock.calls[0][0]).toBe('/file/image/upload');
  });

  it("maps the host onto the api client's base", () => {
    expect(hostPath('/api/file/upload/direct')).toBe('/file/upload/direct');
    expect(hostPath('/file/upload/direct')).toBe('/file/upload/direct');
  });

  it("a background upload (the outbox's replay) carries its Idempotency-Key to this API's paths only, and never refreshes the session", async () => {
    const background = { idempotencyKey: 'k1:photo:0' };
    api.apiGet.mockResolvedValue(POLICY);
    api.apiPost.mockResolvedValue({ fileid: 'f4', url: '' });
    await uploadImageDirect(new File([new Uint8Array([1])], 'd.png'), undefined, undefined, background);
    expect(api.apiGet).toHaveBeenCalledWith('/file/upload/policy', undefined, { silent: true, skipAuthRefresh: true });
    expect(api.apiPost.mock.calls[0][2]).toMatchObject({ headers: { 'Idempotency-Key': 'k1:photo:0' }, skipAuthRefresh: true });
    // a cloud store's host: no unknown header on its form upload
    forgetUploadPolicy();
    api.apiGet.mockResolvedValue({ ...POLICY, host: 'https://bucket.example.com' });
    await uploadImageDirect(new File([new Uint8Array([1])], 'e.png'), undefined, undefined, background);
    expect(api.apiPost.mock.calls[1][0]).toBe('https://bucket.example.com');
    expect(api.apiPost.mock.calls[1][2].headers).toEqual({ 'Content-Type': 'multipart/form-data' });
    // off: POST /file/image/upload with the key
    forgetUploadPolicy();
    api.apiGet.mockResolvedValue({ enabled: false });
    await uploadImageDirect(new File([new Uint8Array([1])], 'f.png'), undefined, undefined, background);
    expect(api.apiPost.mock.calls[2][0]).toBe('/file/image/upload');
    expect(api.apiPost.mock.calls[2][2]).toMatchObject({ headers: { 'Idempotency-Key': 'k1:photo:0' }, skipAuthRefresh: true });
  });
});
