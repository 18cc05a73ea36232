/** Reads a customer photo link (/order/attachment/{id}/{no}?e&s) back from the address bar. */
import type { AttachmentLinkQuery } from '@/domain/public-order/api';

/** the link's parts from the address bar; null when it is not even shaped like a link */
export function linkFromLocation(pathname: string, search: string): AttachmentLinkQuery | null {
  const m = /^\/order\/attachment\/(\d+)\/([^/]+)\/?$/.exec(pathname);
  const q = new URLSearchParams(search);
  const e = Number(q.get('e'));
  const s = q.get('s') ?? '';
  if (!m || !Number.isInteger(e) || e <= 0 || !s) return null;
  return { id: Number(m[1]), no: decodeURIComponent(m[2]), e, s };
}
