/**
 * The public order pages of spec §2.1 (no sign-in), the contract both sides read:
 * - /order/query: an order number and the last four digits of the receiver's phone → its status and timeline, with
 *   nothing private (no names, phones or street address; the area down to the district). A wrong number and wrong
 *   digits answer the same, and lookups are throttled per IP, so the page cannot enumerate orders or phones.
 * - /order/attachment/{id}/{no}?e&s: the order's sign and abnormal photos for whoever holds a link the servicer
 *   copied from the order detail; `s` is an HMAC over id, no and the expiry `e` (unix seconds).
 */
import { z } from 'zod';
import { idField, numeric } from '../input-fields';

export const TRACK_DIGITS = 4;
/** lookups one IP may make per window before a 429 */
export const TRACK_LIMIT = 20;
export const TRACK_WINDOW_MINUTES = 10;
/** how long a copied customer link opens the photos */
export const ATTACHMENT_LINK_DAYS = 7;

const orderNo = z.string().trim().min(1).max(40);

export const trackQuery = z.object({
  no: orderNo,
  tel4: z.string().trim().regex(/^\d{4}$/, 'tel4Format'),
});
export type TrackQuery = z.infer<typeof trackQuery>;

export const trackDto = z.object({
  order_no: z.string(),
  status: z.string(),
  /** province, city and district: never the street address */
  area: z.string(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  events: z.array(z.object({ at: z.string(), action: z.string(), status: z.string() })),
});
export type TrackDto = z.infer<typeof trackDto>;

/** the signed link's parts: path /order/attachment/{id}/{no}, query e (expiry, unix seconds) and s (signature) */
export const attachmentLinkQuery = z.object({
  id: idField,
  no: orderNo,
  e: numeric(z.number().int().min(1).max(99_999_999_999)),
  s: z.string().trim().min(1).max(64),
});
export type AttachmentLinkQuery = z.infer<typeof attachmentLinkQuery>;

export const attachmentFileQuery = attachmentLinkQuery.extend({ f: z.string().trim().min(1).max(64) });

export const attachmentsDto = z.object({
  order_no: z.string(),
  status: z.string(),
  expires_at: z.string(),
  /** url: a public address that carries the link's signature */
  photos: z.array(z.object({ kind: z.enum(['sign', 'abnormal']), url: z.string() })),
});
export type AttachmentsDto = z.infer<typeof attachmentsDto>;

export const attachmentLinkBody = z.object({ order_id: idField });

export const attachmentLinkDto = z.object({
  /** the browser path of the customer page, signature included */
  path: z.string(),
  expires_at: z.string(),
});
export type AttachmentLinkDto = z.infer<typeof attachmentLinkDto>;

/** The customer page's path for a signed link. */
export const attachmentPagePath = (q: AttachmentLinkQuery) =>
  `/order/attachment/${q.id}/${encodeURIComponent(q.no)}?e=${q.e}&s=${encodeURIComponent(q.s)}`;
