/**
 * The signed direct upload (spec §7 Files): GET /file/upload/policy gives {host, dir, policy, signature, expire};
 * the image is POSTed to `host` as a cloud store's form upload — key (under dir), policy, signature, then field
 * `file` — answering {status, data: {url, fileid}}. The policy is reused until a minute before it expires (§9: 86400 s).
 */
import { apiGet, apiPost } from '@/lib/api-client';
import { uploadRequestOptions, type UploadedImage } from './file-api';

export interface UploadPolicy {
  host: string;
  dir: string;
  policy: string;
  signature: string;
  /** unix seconds */
  expire: number;
}

const RENEW_BEFORE_S = 60;
let cached: UploadPolicy | null = null;

/** The current policy, fetched again when none is held or it ends within a minute. */
export async function uploadPolicy(now = Date.now()): Promise<UploadPolicy> {
  if (cached && cached.expire - RENEW_BEFORE_S > now / 1000) return cached;
  cached = await apiGet<UploadPolicy>('/file/upload/policy', undefined, { silent: true });
  return cached;
}

/** Forget the held policy (a refused upload, sign-out, tests). */
export const forgetUploadPolicy = () => {
  cached = null;
};

/** The api client's path of the policy's host ('/api/file/upload/direct' → '/file/upload/direct'). */
export const hostPath = (host: string) => (host.startsWith('/api/') ? host.slice(4) : host);

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-60) || 'image';

export async function uploadImageDirect(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<Pick<UploadedImage, 'fileid' | 'url'>> {
  const p = await uploadPolicy();
  const form = new FormData();
  // the policy fields come first: the store checks them before it takes a byte of the file
  form.append('key', `${p.dir}${Date.now().toString(36)}-${safeName(file.name)}`);
  form.append('policy', p.policy);
  form.append('signature', p.signature);
  form.append('file', file, file.name || 'image');
  try {
    return await apiPost<Pick<UploadedImage, 'fileid' | 'url'>>(hostPath(p.host), form, uploadRequestOptions(onProgress, signal));
  } catch (error) {
    forgetUploadPolicy();
    throw error;
  }
}
