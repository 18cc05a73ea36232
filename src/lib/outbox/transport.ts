/** How the outbox talks to the server: through the one api client, silently (the sync panel shows outcomes). */
import { uploadImageByPolicy } from '@/components/ui/image-uploader/direct-upload';
import { apiClient } from '@/lib/api-client';
import type { ApiEnvelope } from '@/domain/envelope';
import type { OutboxRequest } from './kinds';

export interface OutboxTransport {
  /** sends one request with its Idempotency-Key; resolves with the envelope's data, rejects with ApiError */
  send(request: OutboxRequest, idempotencyKey: string): Promise<unknown>;
  /** uploads one photo; resolves with its fileid */
  upload(photo: { data: ArrayBuffer; type: string; name: string }, idempotencyKey: string): Promise<string>;
}

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
  // the image uploaders' own path: the signed direct upload when the server's policy has it on, else the API
  async upload(photo, idempotencyKey) {
    const file = new File([photo.data], photo.name || 'image', { type: photo.type });
    const { fileid } = await uploadImageByPolicy(file, undefined, undefined, { idempotencyKey });
    if (!fileid) throw new Error('upload answered no fileid');
    return fileid;
  },
};
