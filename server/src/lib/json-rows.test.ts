/**
 * Rows sent as JSON (lib/json-rows.ts) read back exactly as drizzle's own select reads them: the order detail's
 * one-query read (findDetail) against the order, its names and its timeline read the plain way — on PGlite here, on
 * PostgreSQL under with-postgres.sh — and a table whose columns would not read back the same is refused.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, resources } from '../db/schema';
import { eventRow } from '../repositories/order-event-rows';
import { withTestApp } from '../test-app';
import { decodeJsonRow } from './json-rows';

const t = withTestApp();
const servicer = t.signIn('servicer');

describe('decodeJsonRow', () => {
  it('refuses a table with a column whose JSON form reads back differently', () => {
    expect(() => decodeJsonRow(pgTable('money', { amount: numeric('amount') }), { amount: 1.5 })).toThrow(/amount/);
    expect(() => decodeJsonRow(pgTable('times', { at: timestamp('at', { mode: 'string' }) }), { at: null })).toThrow(/at/);
  });
});

describe('the order detail read in one query', () => {
  it('reads each order, its names and its timeline exactly as the plain selects do', async () => {
    const db = t.database.db;
    const companyId = servicer.body.data.user.company_id;
    // orders with a timeline, a delivery provider and an appointment among them
    const picked = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), isNull(orders.deletedAt), isNotNull(orders.deliveryResourceId)))
      .orderBy(asc(orders.id))
      .limit(15);
    expect(picked.length).toBeGreaterThan(5);
    const ids = picked.map((p) => p.id);
    const plain = await db.select().from(orders).where(inArray(orders.id, ids));
    let withEvents = 0;
    for (const order of plain) {
      const found = await t.app.orderActions.findDetail({ kind: 'company', companyId }, { id: order.id });
      expect(found).not.toBeNull();
      expect(found!.order).toEqual(order);
      const events = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id))).map(eventRow);
      expect(found!.events).toEqual(events);
      if (events.length > 1) withEvents++;
      const [delivery] = await db.select({ name: resources.name }).from(resources).where(eq(resources.id, order.deliveryResourceId!));
      expect(found!.deliveryName).toBe(delivery?.name ?? '');
    }
    expect(withEvents).toBeGreaterThan(0);
    // by order number too, and nothing for another company's scope
    const first = plain[0];
    expect((await t.app.orderActions.findDetail({ kind: 'company', companyId }, { orderNo: first.orderNo }))?.order.id).toBe(first.id);
    expect(await t.app.orderActions.findDetail({ kind: 'company', companyId: companyId + 1000 }, { id: first.id })).toBeNull();
  });
});
