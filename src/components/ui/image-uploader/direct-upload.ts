/**
 * The signed direct upload (spec §7 Files), switched on or off by the server: GET /file/upload/policy answers
 * {enabled: false} (every image uploader then POSTs /file/image/upload) or {enabled: true, host, dir, policy,
 * signature, expire}; the image is then POSTed to `host` as a cloud store's form upload — key (under dir), policy,
 * signature, then field `file` — answering {status, data: {url, fileid}}. A policy is reused until a minute before it
 * expires (§9: 86400 s); 'off' is asked again after five minutes; an unreadable answer means the API upload.
 */
import { apiGet, apiPost } from '@/lib/api-client';
import { uploadImage, uploadRequestOptions, type BackgroundUpload, type UploadedImage } from './file-api';

export interface UploadPolicy {
  host: string;
  dir: string;
  policy: string;
  signature: string;
  /** unix seconds */
  expire: number;
}

/** What GET /file/upload/policy says: the direct path is off, or on with its policy. */
export type UploadPolicyAnswer = { enabled: false } | ({ enabled: true } & UploadPolicy);

const RENEW_BEFORE_S = 60;
const OFF_RECHECK_MS = 5 * 60_000;
let cached: { answer: UploadPolicyAnswer; until: number } | null = null;

/** An answer without `enabled` but with a policy (an older server) is on. */
function readAnswer(raw: Partial<UploadPolicy> & { enabled?: boolean }): UploadPolicyAnswer {
  const on = raw.enabled ?? !!raw.policy;
  return on && raw.policy && raw.signature && raw.host !== undefined
    ? { enabled: true, host: raw.host, dir: raw.dir ?? '', policy: raw.policy, signature: raw.signature, expire: raw.expire ?? 0 }
    : { enabled: false };
}

/**
 * The server's current answer, asked again when none is held, its policy ends within a minute, or 'off' is 5 min old.
 * A background upload asks without refreshing the session.
 */
export async function uploadPolicy(now = Date.now(), background = false): Promise<UploadPolicyAnswer> {
  if (cached && cached.until > now) return cached.answer;
  const options = background ? { silent: true, skipAuthRefresh: true } : { silent: true };
  const answer = readAnswer((await apiGet<Partial<UploadPolicy> & { enabled?: boolean }>('/file/upload/policy', undefined, options)) ?? {});
  cached = { answer, until: answer.enabled ? (answer.expire - RENEW_BEFORE_S) * 1000 : now + OFF_RECHECK_MS };
  return answer;
}

/** Forget the held policy (a refused upload, sign-out, tests). */
export const forgetUploadPolicy = () => {
  cached = null;
};

/** The api client's path of the policy's host ('/api/file/upload/direct' → '/file/upload/direct'). */
export const hostPath = (host: string) => (host.startsWith('/api/') ? host.slice(4) : host);

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-60) || 'image';

async function postDirect(
  p: UploadPolicy,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  background?: BackgroundUpload,
): Promise<Pick<UploadedImage, 'fileid' | 'url'>> {
  const form = new FormData();
  // the policy fields come first: the store checks them before it takes a byte of the file
  form.append('key', `${p.dir}${Date.now().toString(36)}-${safeName(file.name)}`);
  form.append('policy', p.policy);
  form.append('signature', p.signature);
  form.append('file', file, file.name || 'image');
  try {
    // the Idempotency-Key goes to this API's own direct path only: a cloud store's host would refuse the unknown header
    const own = hostPath(p.host) !== p.host;
    return await apiPost<Pick<UploadedImage, 'fileid' | 'url'>>(hostPath(p.host), form, uploadRequestOptions(onProgress, signal, own ? background : undefined));
  } catch (error) {
    forgetUploadPolicy();
    throw error;
  }
}

/**
 * Every image upload — the image uploaders' and the outbox's replay of offline photos (`background`: its
 * Idempotency-Key, no session refresh) — takes the signed direct path when the server has it on, POST
 * /file/image/upload when it is off or its answer cannot be read.
 */
export async function uploadImageByPolicy(
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  background?: BackgroundUpload,
): Promise<Pick<UploadedImage, 'fileid' | 'url'>> {
  let answer: UploadPolicyAnswer;
  try {
    answer = await uploadPolicy(Date.now(), !!background);
  } catch {
    answer = { enabled: false };
  }
  return answer.enabled ? postDirect(answer, file, onProgress, signal, background) : uploadImage(file, onProgress, signal, background);
}
