/**
 * What a scanner or a typed line yields → an order number: the plain number, or the number inside a QR text or a
 * tracking URL (…?order_no=2…, …/detail/2…). System order numbers are '2' + date + sequence, at least 10 digits.
 */
import { ORDER_NO_RE } from '@/domain/validators';

const MIN_LENGTH = 10;
const QUERY_KEYS = ['order_no', 'orderNo', 'no', 'nos', 'waybill', 'waybill_no', 'code'];

const isNo = (v: string) => v.length >= MIN_LENGTH && ORDER_NO_RE.test(v);

function fromUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  for (const key of QUERY_KEYS) {
    const v = url.searchParams.get(key)?.trim();
    if (v && isNo(v)) return v;
  }
  const segments = url.pathname.split('/').filter(Boolean).reverse();
  return segments.find(isNo) ?? null;
}

/** The order number a scanned or typed code carries, or null. */
export function parseScannedCode(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const plain = text.replace(/[\s-]/g, '');
  if (isNo(plain)) return plain;
  const inUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? fromUrl(text) : null;
  if (inUrl) return inUrl;
  // a QR text ('运单号:2251121000123 …'): the first long digit run starting with 2
  for (const run of text.match(/\d+/g) ?? []) if (isNo(run)) return run;
  return null;
}
