/**
 * Reads of the public order pages (no sign-in, spec §2.1): the tracking answer and the photos of a signed link.
 * Both select only what the page may show; no name, phone or street address leaves this file.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TrackDto } from '../../../src/domain/public-order/api';
import type { Db } from '../db/client';
import { abnormalRecords, orderEvents, orders } from '../db/schema';

type Reader = Pick<Db, 'select'>;

/** statuses that are not a customer's business: a draft, a recycled order */
const HIDDEN = ['DRAFT', 'RECYCLED'];

const digitsOf = (tel: string) => tel.replace(/\D/g, '');

/** The order by number when the receiver's phone ends with `tel4`; null otherwise (the caller cannot tell why). */
export async function trackOrder(db: Reader, no: string, tel4: string): Promise<TrackDto | null> {
  const [o] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      endTel: orders.endTel,
      province: orders.endProvince,
      city: orders.endCity,
      district: orders.endDistrict,
      createdAt: orders.createdAt,
      signedAt: orders.signedAt,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, no), isNull(orders.deletedAt)));
  const digits = o ? digitsOf(o.endTel) : '';
  if (!o || HIDDEN.includes(o.status) || digits.length < 4 || !digits.endsWith(tel4)) return null;
  const events = await db
    .select({ at: orderEvents.occurredAt, action: orderEvents.action, status: orderEvents.toStatus })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, o.id))
    .orderBy(asc(orderEvents.occurredAt), asc(orderEvents.id));
  return {
    order_no: o.orderNo,
    status: o.status,
    area: [o.province, o.city, o.district].filter(Boolean).join(' '),
    created_at: o.createdAt.toISOString(),
    signed_at: o.signedAt?.toISOString() ?? null,
    events: events.map((e) => ({ at: e.at.toISOString(), action: e.action, status: e.status })),
  };
}

export interface OrderPhotos {
  orderNo: string;
  status: string;
  sign: string[];
  abnormal: string[];
}

/** The order `id` carrying number `no` with its sign photos and the photos of its abnormal records. */
export async function orderPhotos(db: Reader, id: number, no: string): Promise<OrderPhotos | null> {
  const [o] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, sign: orders.signPhotos })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.orderNo, no), isNull(orders.deletedAt)));
  if (!o) return null;
  const records = await db
    .select({ photos: abnormalRecords.photos })
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.orderId, o.id), sql`cardinality(${abnormalRecords.photos}) > 0`))
    .orderBy(asc(abnormalRecords.id));
  return { orderNo: o.orderNo, status: o.status, sign: o.sign, abnormal: [...new Set(records.flatMap((r) => r.photos))] };
}
