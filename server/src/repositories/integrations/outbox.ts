/**
 * The push-back outbox (README 'Push-back outbox'): rows the orders status trigger writes, claimed with a lease under
 * FOR UPDATE SKIP LOCKED (safe with several processes), delivered outside any transaction, retried with backoff.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterFailure, type OutboxState } from '../../../../src/domain/integrations/outbox';
import type { OutboxRow } from '../../../../src/domain/integrations/api';
import type { PlatformKey } from '../../../../src/domain/integrations/platforms';
import type { Db } from '../../db/client';
import { integrationOutbox, orders } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { networkError } from './accounts';
import { decryptText, signBody } from './crypto';

const LEASE_MS = 60_000;
const CLAIM_BATCH = 20;
const DELIVERY_TIMEOUT_MS = 10_000;

export async function outboxRows(db: Db, companyId: number, platform: PlatformKey, f: { state?: OutboxState; page: number; perPage: number }): Promise<{ list: OutboxRow[]; total: number }> {
  const where = and(eq(integrationOutbox.companyId, companyId), eq(integrationOutbox.platform, platform), f.state ? eq(integrationOutbox.state, f.state) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ o: integrationOutbox, orderNo: orders.orderNo })
      .from(integrationOutbox)
      .innerJoin(orders, eq(orders.id, integrationOutbox.orderId))
      .where(where)
      .orderBy(desc(integrationOutbox.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ total: count() }).from(integrationOutbox).where(where),
  ]);
  return {
    total,
    list: rows.map(({ o, orderNo }) => ({
      id: o.id,
      order_id: o.orderId,
      order_no: orderNo,
      external_order_id: o.externalOrderId,
      status: o.status,
      state: o.state as OutboxState,
      attempts: o.attempts,
      last_error: o.lastError,
      next_attempt_at: o.nextAttemptAt.toISOString(),
      delivered_at: o.deliveredAt?.toISOString() ?? null,
      created_at: o.createdAt.toISOString(),
    })),
  };
}

/** Retry now: a pending or dead row due at once with fresh attempts. */
export async function retryNow(db: Db, companyId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ state: integrationOutbox.state })
    .from(integrationOutbox)
    .where(and(eq(integrationOutbox.id, id), eq(integrationOutbox.companyId, companyId)));
  if (!row) throw notFound();
  if (row.state === 'delivered') throw badRequest('inRetryDelivered');
  await db
    .update(integrationOutbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null })
    .where(and(eq(integrationOutbox.id, id), eq(integrationOutbox.companyId, companyId), sql`${integrationOutbox.state} <> 'delivered'`));
}

interface Claimed {
  id: number;
  attempts: number;
  payload: Record<string, unknown>;
  pushUrl: string;
  secretEnc: string;
}

/** Takes up to `limit` due rows for this process: their lease keeps every other process off them. */
export async function claimDue(db: Db, now: Date, limit = CLAIM_BATCH): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const result = (await db.execute(sql`
    update integration_outbox o
       set lease_until = ${lease.toISOString()}::timestamptz, attempts = o.attempts + 1
      from integration_accounts a
     where a.company_id = o.company_id and a.platform = o.platform
       and o.id in (
         select id from integration_outbox
          where state = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
            and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
          order by id
          limit ${limit}
          for update skip locked)
    returning o.id, o.attempts, o.payload, a.push_url, a.webhook_secret_enc`)) as unknown as {
    rows: { id: number; attempts: number; payload: Record<string, unknown>; push_url: string; webhook_secret_enc: string }[];
  };
  return result.rows.map((r) => ({ id: r.id, attempts: r.attempts, payload: r.payload, pushUrl: r.push_url, secretEnc: r.webhook_secret_enc }));
}

/** POSTs one row, signed; '' when the receiver answered 2xx, else what went wrong. */
async function deliver(key: Buffer, row: Claimed, now: Date): Promise<string> {
  if (!row.pushUrl) return 'NO_PUSH_URL';
  const body = JSON.stringify({ event_id: row.id, ...row.payload });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const res = await fetch(row.pushUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lading-timestamp': timestamp, 'x-lading-signature': signBody(decryptText(key, row.secretEnc), timestamp, body) },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      redirect: 'manual',
    });
    const text = await res.text().catch(() => '');
    return res.ok ? '' : `HTTP ${res.status} ${text.slice(0, 200)}`.trim();
  } catch (e) {
    return networkError(e);
  }
}

/** One pass of the worker: claim what is due, deliver each, record delivered / retry later / dead. Returns how many were tried. */
export async function deliverDue(db: Db, key: Buffer, now: Date = new Date()): Promise<number> {
  const claimed = await claimDue(db, now);
  for (const row of claimed) {
    const error = await deliver(key, row, now);
    const done = new Date();
    const next = error ? afterFailure(row.attempts, now) : null;
    await db
      .update(integrationOutbox)
      .set(
        next
          ? { state: next.state, nextAttemptAt: next.nextAttemptAt, lastError: error.slice(0, 500), leaseUntil: null }
          : { state: 'delivered', deliveredAt: done, lastError: '', leaseUntil: null },
      )
      .where(eq(integrationOutbox.id, row.id));
  }
  return claimed.length;
}
