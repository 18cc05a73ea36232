/** How the outbox talks to the server: through the one api client, silently (the sync panel shows outcomes). */
import { apiClient } from '@/lib/api-client';
import type { ApiEnvelope } from '@/domain/envelope';
import type { OutboxRequest } from './kinds';

export interface OutboxTransport {
  /** sends one request with its Idempotency-Key; resolves with the envelope's data, rejects with ApiError */
  send(request: OutboxRequest, idempotencyKey: string): Promise<unknown>;
  /** uploads one photo; resolves with its fileid */
  upload(photo: { data: ArrayBuffer; type: string; name: string }, idempotencyKey: string): Promise<string>;
}

/** uploads may take longer than the 5 s of ordinary requests */
const UPLOAD_TIMEOUT_MS = 120_000;

export const apiTransport: OutboxTransport = {
  async send(request, idempotencyKey) {
    const res = await apiClient.request<ApiEnvelope<unknown>>({
      method: request.method,
      url: request.url,
      data: request.body,
      headers: { 'Idempotency-Key': idempotencyKey },
      // the engine refreshes the token itself (once per drain) and pauses instead of ending the session
      skipAuthRefresh: true,
      silent: true,
    });
    return res.data?.data ?? null;
  },
  async upload(photo, idempotencyKey) {
    const form = new FormData();
    form.append('photo', new Blob([photo.data], { type: photo.type }), photo.name || 'image');
    const res = await apiClient.post<ApiEnvelope<{ fileid: string }>>('/file/image/upload', form, {
      headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': idempotencyKey },
      timeout: UPLOAD_TIMEOUT_MS,
      skipAuthRefresh: true,
      silent: true,
    });
    const fileid = res.data?.data?.fileid;
    if (!fileid) throw new Error('upload answered no fileid');
    return fileid;
  },
};
