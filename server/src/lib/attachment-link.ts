/**
 * Signed customer links to an order's photos (/order/attachment/{id}/{no}?e&s). The key is ATTACHMENT_LINK_SECRET
 * when set (any string of 32+ characters; set the same value on every server of an installation), otherwise one
 * derived from the JWT secret, so a development server works with nothing configured and a restart keeps links
 * valid. Changing the key voids every link handed out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTACHMENT_LINK_DAYS, type AttachmentLinkQuery } from '../../../src/domain/public-order/api';

export type LinkCheck = 'ok' | 'invalid' | 'expired';

export function attachmentLinkKey(jwtSecret: Uint8Array, env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.ATTACHMENT_LINK_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('ATTACHMENT_LINK_SECRET must have at least 32 characters');
    return Buffer.from(configured);
  }
  return createHmac('sha256', jwtSecret).update('order-attachment-links').digest();
}

const mac = (key: Buffer, id: number, no: string, expires: number) =>
  createHmac('sha256', key).update(`${id}\n${no}\n${expires}`).digest('base64url').slice(0, 32);

export function signAttachmentLink(key: Buffer, id: number, no: string, now = new Date()): AttachmentLinkQuery {
  const e = Math.floor(now.getTime() / 1000) + ATTACHMENT_LINK_DAYS * 86_400;
  return { id, no, e, s: mac(key, id, no, e) };
}

/** A tampered id, number, expiry or signature is 'invalid'; a genuine link past its expiry is 'expired'. */
export function checkAttachmentLink(key: Buffer, q: AttachmentLinkQuery, now = new Date()): LinkCheck {
  const want = Buffer.from(mac(key, q.id, q.no, q.e));
  const got = Buffer.from(q.s);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
  return q.e * 1000 < now.getTime() ? 'expired' : 'ok';
}
