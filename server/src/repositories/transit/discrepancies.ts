/** A load's discrepancies (issue 18: short, over, left behind per carton): the list and a desk user's resolution. */
import { endOnDiscrepancyResolved } from '../abnormal/transit-link';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DiscrepancyRow } from '../../../../src/domain/transit/api';
import type { DiscrepancyKind } from '../../../../src/domain/transit/reconcile';
import type { Db } from '../../db/client';
import { orders, products, transitDiscrepancies, transitLoads } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { TransitActor } from './context';

type Reader = Pick<Db, 'select'>;

export async function discrepancyRows(db: Reader, companyId: number, f: { status?: 'open' | 'resolved'; loadId?: number; page: number; perPage: number }, lang: 'zh' | 'en') {
  void lang;
  // a voided one (its arrival or departure was cancelled) is kept for audit and listed no more
  const where: SQL = and(
    eq(transitDiscrepancies.companyId, companyId),
    eq(transitDiscrepancies.voided, false),
    f.status ? eq(transitDiscrepancies.status, f.status) : undefined,
    f.loadId ? eq(transitDiscrepancies.loadId, f.loadId) : undefined,
  )!;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(transitDiscrepancies).where(where),
    db
      .select({ d: transitDiscrepancies, loadNo: transitLoads.loadNo, orderNo: orders.orderNo })
      .from(transitDiscrepancies)
      .innerJoin(transitLoads, eq(transitLoads.id, transitDiscrepancies.loadId))
      .leftJoin(orders, eq(orders.id, transitDiscrepancies.orderId))
      .where(where)
      .orderBy(desc(transitDiscrepancies.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
  ]);
  const productIds = [...new Set(rows.map((r) => r.d.productId).filter((v): v is number => !!v))];
  const names = productIds.length ? await db.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.companyId, companyId), inArray(products.id, productIds))) : [];
  const list: DiscrepancyRow[] = rows.map(({ d, loadNo, orderNo }) => ({
    id: d.id,
    load_id: d.loadId,
    load_no: loadNo,
    kind: d.kind as DiscrepancyKind,
    package_no: d.packageNo,
    order_id: d.orderId,
    order_no: orderNo ?? '',
    product_name: names.find((p) => p.id === d.productId)?.name ?? '',
    status: d.status as 'open' | 'resolved',
    note: d.note,
    resolved_by_name: d.resolvedByName,
    created_at: d.createdAt.toISOString(),
    resolved_at: d.resolvedAt ? d.resolvedAt.toISOString() : null,
  }));
  return { list, total };
}

/** Closes an open discrepancy of the company with a note; another company's (or a voided one) is a 404. */
export async function resolveDiscrepancy(db: Db, actor: TransitActor, id: number, note: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(transitDiscrepancies)
      .where(and(eq(transitDiscrepancies.id, id), eq(transitDiscrepancies.companyId, actor.companyId), eq(transitDiscrepancies.voided, false)))
      .for('update');
    if (!d) throw notFound();
    if (d.status !== 'open') throw new HttpError(400, 'tsDiscrepancyResolved');
    const now = new Date();
    await tx
      .update(transitDiscrepancies)
      .set({ status: 'resolved', note, resolvedBy: actor.userId, resolvedByName: actor.name, resolvedAt: now, updatedAt: now })
      .where(eq(transitDiscrepancies.id, id));
    // the abnormal record it opened ends with it (issue 19) when no handling is open
    await endOnDiscrepancyResolved(tx, actor, id, note);
    return d.loadId;
  });
}
