/**
 * Writes stock moves and their balance projection in one transaction (issue 17), set-based so a 1 000-line document
 * costs a handful of statements. The rules are src/domain/warehouse/ledger.ts's; PostgreSQL enforces them again:
 * a take only updates a balance whose available stock covers it (`on_hand - locked >= q` in the UPDATE's WHERE, so
 * two transactions racing for the last unit cannot both pass), CHECKs keep 0 ≤ locked ≤ on_hand, and a trigger
 * refuses any UPDATE or DELETE of a move.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { keyOf, type LocationRef, type Move, type StockKey } from '../../../../src/domain/warehouse/ledger';
import { serverMessage, type ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { products, resources, stockBalances, stockMoves, storageLocations } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** who and what a batch of moves is for */
export interface MoveContext {
  companyId: number;
  docKind: string;
  docId: number | null;
  docNo: string;
  actorUserId: number | null;
  actorName: string;
  occurredAt: Date;
  lang: ServerLang;
}

interface KeyQty extends StockKey {
  q: number;
}

/** quantities per key (several lines may touch one key) */
function aggregate(keys: Array<StockKey & { q: number }>): KeyQty[] {
  const by = new Map<string, KeyQty>();
  for (const k of keys) {
    const key = keyOf(k);
    const have = by.get(key);
    if (have) have.q += k.q;
    else by.set(key, { ...k });
  }
  return [...by.values()];
}

const storageSide = (m: Move, side: LocationRef): (StockKey & { q: number }) | null =>
  side.kind === 'storage' ? { warehouseId: m.warehouseId, locationId: side.id, productId: m.productId, packageNo: m.packageNo, ownerId: m.ownerId, q: m.quantity } : null;

const keyValues = (rows: KeyQty[]): SQL =>
  sql.join(
    rows.map((r) => sql`(${r.locationId}::int, ${r.productId}::int, ${r.packageNo}::text, ${r.ownerId}::int, ${r.q}::int)`),
    sql`, `,
  );

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class StockLedger {
  /**
   * Applies `moves` (already checked by the caller's document rules): takes first, then puts, then the ledger rows.
   * A take the available stock cannot cover throws 400 whInsufficient naming the product, location, owner and the
   * available quantity, and the transaction rolls back whole.
   */
  async post(tx: Tx, ctx: MoveContext, moves: Move[]): Promise<void> {
    if (!moves.length) return;
    for (const m of moves) if (!Number.isInteger(m.quantity) || m.quantity <= 0) throw new RangeError(`move quantity ${m.quantity}`);
    const takes = aggregate(moves.map((m) => storageSide(m, m.from)).filter((k): k is KeyQty => k !== null));
    const puts = aggregate(moves.map((m) => storageSide(m, m.to)).filter((k): k is KeyQty => k !== null));
    if (takes.length) await this.take(tx, ctx, takes);
    if (puts.length) await this.put(tx, ctx.companyId, puts);
    const rows = moves.map((m) => ({
      companyId: ctx.companyId,
      warehouseId: m.warehouseId,
      fromLocationId: m.from.kind === 'storage' ? m.from.id : null,
      fromVirtual: m.from.kind === 'virtual' ? m.from.code : null,
      toLocationId: m.to.kind === 'storage' ? m.to.id : null,
      toVirtual: m.to.kind === 'virtual' ? m.to.code : null,
      productId: m.productId,
      packageNo: m.packageNo,
      ownerId: m.ownerId,
      quantity: m.quantity,
      docKind: ctx.docKind,
      docId: ctx.docId,
      docNo: ctx.docNo,
      reversesMoveId: m.reverses ? Number(m.reverses) : null,
      actorUserId: ctx.actorUserId,
      actorName: ctx.actorName,
      occurredAt: ctx.occurredAt,
    }));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(stockMoves).values(rows.slice(i, i + 1000));
  }

  private async take(tx: Tx, ctx: MoveContext, takes: KeyQty[]): Promise<void> {
    const updated = rowsOf<{ location_id: number; product_id: number; package_no: string; owner_id: number }>(
      await tx.execute(sql`
        UPDATE stock_balances b SET on_hand = b.on_hand - v.q, updated_at = now()
        FROM (VALUES ${keyValues(takes)}) AS v(location_id, product_id, package_no, owner_id, q)
        WHERE b.company_id = ${ctx.companyId} AND b.location_id = v.location_id AND b.product_id = v.product_id
          AND b.package_no = v.package_no AND b.owner_id = v.owner_id AND b.on_hand - b.locked >= v.q
        RETURNING b.location_id, b.product_id, b.package_no, b.owner_id`),
    );
    if (updated.length < takes.length) {
      const done = new Set(updated.map((r) => keyOf({ warehouseId: 0, locationId: r.location_id, productId: r.product_id, packageNo: r.package_no, ownerId: r.owner_id })));
      const short = takes.find((t) => !done.has(keyOf({ ...t, warehouseId: 0 })))!;
      throw await this.insufficient(tx, ctx, short, short.q);
    }
    // an emptied key leaves the projection (the ledger keeps its history)
    await tx.execute(sql`
      DELETE FROM stock_balances b USING (VALUES ${keyValues(takes)}) AS v(location_id, product_id, package_no, owner_id, q)
      WHERE b.company_id = ${ctx.companyId} AND b.location_id = v.location_id AND b.product_id = v.product_id
        AND b.package_no = v.package_no AND b.owner_id = v.owner_id AND b.on_hand = 0 AND b.locked = 0`);
  }

  private async put(tx: Tx, companyId: number, puts: KeyQty[]): Promise<void> {
    const values = puts.map((p) => ({ companyId, warehouseId: p.warehouseId, locationId: p.locationId, productId: p.productId, packageNo: p.packageNo, ownerId: p.ownerId, onHand: p.q, locked: 0 }));
    for (let i = 0; i < values.length; i += 1000) {
      await tx
        .insert(stockBalances)
        .values(values.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [stockBalances.locationId, stockBalances.productId, stockBalances.packageNo, stockBalances.ownerId],
          set: { onHand: sql`${stockBalances.onHand} + excluded.on_hand`, updatedAt: sql`now()` },
        });
    }
  }

  /** Locks `q` of each key's available stock (a lock document, an outbound's reservation); refused whole if one cannot. */
  async lock(tx: Tx, ctx: MoveContext, keys: Array<StockKey & { q: number }>): Promise<void> {
    const locks = aggregate(keys);
    if (!locks.length) return;
    const updated = rowsOf<{ location_id: number; product_id: number; package_no: string; owner_id: number }>(
      await tx.execute(sql`
        UPDATE stock_balances b SET locked = b.locked + v.q, updated_at = now()
        FROM (VALUES ${keyValues(locks)}) AS v(location_id, product_id, package_no, owner_id, q)
        WHERE b.company_id = ${ctx.companyId} AND b.location_id = v.location_id AND b.product_id = v.product_id
          AND b.package_no = v.package_no AND b.owner_id = v.owner_id AND b.on_hand - b.locked >= v.q
        RETURNING b.location_id, b.product_id, b.package_no, b.owner_id`),
    );
    if (updated.length < locks.length) {
      const done = new Set(updated.map((r) => keyOf({ warehouseId: 0, locationId: r.location_id, productId: r.product_id, packageNo: r.package_no, ownerId: r.owner_id })));
      const short = locks.find((t) => !done.has(keyOf({ ...t, warehouseId: 0 })))!;
      throw await this.insufficient(tx, ctx, short, short.q);
    }
  }

  /** Releases locked units (never below zero: a key emptied meanwhile releases what is there). */
  async unlock(tx: Tx, companyId: number, keys: Array<StockKey & { q: number }>): Promise<void> {
    const locks = aggregate(keys).filter((k) => k.q > 0);
    if (!locks.length) return;
    await tx.execute(sql`
      UPDATE stock_balances b SET locked = greatest(0, b.locked - v.q), updated_at = now()
      FROM (VALUES ${keyValues(locks)}) AS v(location_id, product_id, package_no, owner_id, q)
      WHERE b.company_id = ${companyId} AND b.location_id = v.location_id AND b.product_id = v.product_id
        AND b.package_no = v.package_no AND b.owner_id = v.owner_id`);
    await tx.execute(sql`
      DELETE FROM stock_balances b USING (VALUES ${keyValues(locks)}) AS v(location_id, product_id, package_no, owner_id, q)
      WHERE b.company_id = ${companyId} AND b.location_id = v.location_id AND b.product_id = v.product_id
        AND b.package_no = v.package_no AND b.owner_id = v.owner_id AND b.on_hand = 0 AND b.locked = 0`);
  }

  /** The on-hand of one key now (0 when it has none). */
  async onHand(tx: Tx, companyId: number, key: StockKey): Promise<{ onHand: number; locked: number }> {
    const [row] = await tx
      .select({ onHand: stockBalances.onHand, locked: stockBalances.locked })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.companyId, companyId),
          eq(stockBalances.locationId, key.locationId),
          eq(stockBalances.productId, key.productId),
          eq(stockBalances.packageNo, key.packageNo),
          eq(stockBalances.ownerId, key.ownerId),
        ),
      );
    return row ?? { onHand: 0, locked: 0 };
  }

  /** 400 whInsufficient with the product's, location's and owner's names and what is available now. */
  private async insufficient(tx: Tx, ctx: MoveContext, key: StockKey, requested: number): Promise<HttpError> {
    const b = await this.onHand(tx, ctx.companyId, key);
    const [p] = await tx.select({ name: products.name, code: products.code }).from(products).where(eq(products.id, key.productId));
    const [l] = await tx.select({ code: storageLocations.code }).from(storageLocations).where(eq(storageLocations.id, key.locationId));
    const [o] = key.ownerId ? await tx.select({ name: resources.name }).from(resources).where(eq(resources.id, key.ownerId)) : [];
    return new HttpError(400, 'whInsufficient', {
      product: p ? `${p.name}（${p.code}）` : String(key.productId),
      location: l?.code ?? String(key.locationId),
      owner: o?.name ?? serverMessage(ctx.lang, 'whOwnStock'),
      package: key.packageNo ? `，${key.packageNo}` : '',
      available: b.onHand - b.locked,
      requested,
    });
  }

  /**
   * The drift check: the projection's on_hand per key against the ledger summed from scratch, for one company.
   * Any difference is a bug (the two are written in one transaction); the answer lists them.
   */
  async drift(db: Tx, companyId: number) {
    const result = rowsOf<{ warehouse_id: number; location_id: number; product_id: number; package_no: string; owner_id: number; projected: string | number; recomputed: string | number }>(
      await db.execute(sql`
        WITH ledger AS (
          SELECT warehouse_id, location_id, product_id, package_no, owner_id, sum(q)::bigint AS on_hand FROM (
            SELECT warehouse_id, to_location_id AS location_id, product_id, package_no, owner_id, quantity AS q FROM stock_moves WHERE company_id = ${companyId} AND to_location_id IS NOT NULL
            UNION ALL
            SELECT warehouse_id, from_location_id, product_id, package_no, owner_id, -quantity FROM stock_moves WHERE company_id = ${companyId} AND from_location_id IS NOT NULL
          ) m GROUP BY 1, 2, 3, 4, 5
        ), projected AS (
          SELECT warehouse_id, location_id, product_id, package_no, owner_id, on_hand::bigint AS on_hand FROM stock_balances WHERE company_id = ${companyId}
        )
        SELECT coalesce(l.warehouse_id, p.warehouse_id) AS warehouse_id, coalesce(l.location_id, p.location_id) AS location_id,
               coalesce(l.product_id, p.product_id) AS product_id, coalesce(l.package_no, p.package_no) AS package_no,
               coalesce(l.owner_id, p.owner_id) AS owner_id, coalesce(p.on_hand, 0) AS projected, coalesce(l.on_hand, 0) AS recomputed
        FROM ledger l FULL OUTER JOIN projected p USING (location_id, product_id, package_no, owner_id)
        ORDER BY 2, 3, 4, 5`),
    );
    const differences = result
      .filter((r) => Number(r.projected) !== Number(r.recomputed))
      .map((r) => ({ warehouse_id: r.warehouse_id, location_id: r.location_id, product_id: r.product_id, package_no: r.package_no, owner_id: r.owner_id, projected: Number(r.projected), recomputed: Number(r.recomputed) }));
    return { checked: result.length, differences };
  }
}
