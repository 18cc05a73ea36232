/** The fields a shipping label prints (GET /api/order/waybills/{orderId or orderNo}) and how the key is read. */
import { z } from 'zod';
import { ORDER_NO_RE } from './validators';

const MAX_ID = 2_147_483_647;
/** Serial ids stay under 10 digits; system order numbers (2 + date + sequence) are longer. */
const ORDER_NO_MIN_LENGTH = 10;

export const waybillLabelSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  end_contact: z.string(),
  end_tel: z.string(),
  /** what the label prints: 138****8000 */
  end_tel_masked: z.string(),
  end_province: z.string(),
  end_city: z.string(),
  end_district: z.string(),
  end_address: z.string(),
  products: z.array(z.object({ name: z.string(), code: z.string(), quantity: z.number() })),
  package: z.number().int(),
  consignor_name: z.string(),
  services_pkg_name: z.string(),
  created_at: z.string(),
});
export type WaybillLabel = z.infer<typeof waybillLabelSchema>;

/** 13800138000 → 138****8000; other numbers keep their first 3 and last 4 characters when long enough. */
export function maskTel(tel: string): string {
  const t = tel.trim();
  if (t.length < 8) return t.replace(/.(?=.{2})/g, '*');
  return `${t.slice(0, 3)}${'*'.repeat(t.length - 7)}${t.slice(-4)}`;
}

export type WaybillKey = { kind: 'id'; id: number } | { kind: 'orderNo'; orderNo: string };

/** A long number starting with 2 is an order number, a shorter positive integer an id; anything else is null. */
export function parseWaybillKey(raw: string): WaybillKey | null {
  const v = raw.trim();
  if (v.length >= ORDER_NO_MIN_LENGTH && ORDER_NO_RE.test(v)) return { kind: 'orderNo', orderNo: v };
  if (!/^\d{1,9}$/.test(v)) return null;
  const id = Number(v);
  return id >= 1 && id <= MAX_ID ? { kind: 'id', id } : null;
}
