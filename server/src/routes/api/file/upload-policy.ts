/**
 * The signed upload policy of spec §7 (the shape cloud object stores use for browser direct uploads): a base64 JSON
 * policy with an expiration and conditions (content-length-range 0–10240000, key starts with the company's prefix),
 * HMAC-SHA256 signed with a key derived from the server secret. Whoever holds it may upload until it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { POLICY_EXPIRY_S, POLICY_MAX_BYTES } from '../../../../../src/domain/images';
import { HttpError } from '../../../lib/http-error';

export interface PolicyDocument {
  expiration: string;
  conditions: [['content-length-range', number, number], ['starts-with', '$key', string]];
}

export interface IssuedPolicy {
  /** where to POST the form */
  host: string;
  /** every key must start with this (bound to company and uploader) */
  dir: string;
  policy: string;
  signature: string;
  /** unix seconds */
  expire: number;
}

export interface VerifiedPolicy {
  companyId: number;
  uploaderId: number;
  minBytes: number;
  maxBytes: number;
}

const PREFIX_RE = /^c(\d+)\/u(\d+)\/$/;

function signingKey(secret: Uint8Array): Buffer {
  // a key of its own, so a policy signature can never double as anything else signed with the secret
  return createHmac('sha256', Buffer.from(secret)).update('lading-upload-policy-v1').digest();
}

export function signPolicy(secret: Uint8Array, policy: string): string {
  return createHmac('sha256', signingKey(secret)).update(policy).digest('base64');
}

export function issuePolicy(
  secret: Uint8Array,
  { companyId, uploaderId, host, now = Date.now() }: { companyId: number; uploaderId: number; host: string; now?: number },
): IssuedPolicy {
  const dir = `c${companyId}/u${uploaderId}/`;
  const expire = Math.floor(now / 1000) + POLICY_EXPIRY_S;
  const doc: PolicyDocument = {
    expiration: new Date(expire * 1000).toISOString(),
    conditions: [
      ['content-length-range', 0, POLICY_MAX_BYTES],
      ['starts-with', '$key', dir],
    ],
  };
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return { host, dir, policy, signature: signPolicy(secret, policy), expire };
}

const invalid = () => new HttpError(403, 'uploadPolicyInvalid');

/** Checks signature, expiry and key of a posted policy; throws 403 on any mismatch. */
export function verifyPolicy(
  secret: Uint8Array,
  fields: { policy?: string; signature?: string; key?: string },
  now = Date.now(),
): VerifiedPolicy {
  const { policy, signature, key } = fields;
  if (!policy || !signature || !key) throw invalid();
  const expected = Buffer.from(signPolicy(secret, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let doc: PolicyDocument;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    throw invalid();
  }
  const expires = Date.parse(doc.expiration);
  if (!Number.isFinite(expires)) throw invalid();
  if (expires <= now) throw new HttpError(403, 'uploadPolicyExpired');
  const range = doc.conditions.find((c) => c[0] === 'content-length-range') as PolicyDocument['conditions'][0] | undefined;
  const startsWith = doc.conditions.find((c) => c[0] === 'starts-with') as PolicyDocument['conditions'][1] | undefined;
  const match = startsWith ? PREFIX_RE.exec(startsWith[2]) : null;
  if (!range || !match || !key.startsWith(startsWith![2]) || key.includes('..')) throw invalid();
  return { companyId: Number(match[1]), uploaderId: Number(match[2]), minBytes: range[1], maxBytes: range[2] };
}
