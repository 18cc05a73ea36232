/**
 * What the warehouse knows of every carton of some order numbers (包件, issue 17), in a fixed number of queries
 * whatever the number of cartons: the order records, each carton's last move, where each is in stock, the document
 * lines naming them and (for the package screen) their scans; and the carton sets they make (carton-sets.ts). The
 * package screen and the inventory page's completeness badge read it; every query is the company's.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cartonSets, recordCartonNos, togetherAt, type CartonSet, type KnownCarton } from '../../../../src/domain/warehouse/carton-sets';
import type { OrderProductForCartons } from '../../../../src/domain/warehouse/order-cartons';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import type { Db } from '../../db/client';
import { orders, products, stockBalances, stockMoves, storageLocations, users, warehouseDocumentLines, warehouseDocuments, warehouses, warehouseScans } from '../../db/schema';

export interface CartonPlace {
  locationId: number;
  locationCode: string;
  warehouseName: string;
  onHand: number;
}

export interface CartonLastMove {
  toVirtual: string | null;
  docKind: string;
  docId: number | null;
  docNo: string;
  occurredAt: Date;
}

export interface CartonLine {
  docId: number;
  kind: string;
  docNo: string;
  status: string;
  expected: number;
  done: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CartonScan {
  id: number;
  code: string;
  docId: number;
  kind: string;
  docNo: string;
  docStatus: string;
  result: string;
  message: string;
  quantity: number;
  locationCode: string;
  actorName: string;
  occurredAt: Date;
  recordedAt: Date;
}

export interface CartonFacts {
  /** carton number → its set (only cartons whose product is known) */
  sets: Map<string, CartonSet>;
  /** carton number → the product the ledger or a document line says it is */
  productOf: Map<string, number>;
  places: Map<string, CartonPlace[]>;
  lastMove: Map<string, CartonLastMove>;
  /** newest document first */
  lines: Map<string, CartonLine[]>;
  /** newest first; empty unless asked for */
  scans: Map<string, CartonScan[]>;
  /** order number → the order's id and the cartons its record lists */
  records: Map<string, { id: number; cartons: Set<string> }>;
  productNames: Map<number, { code: string; name: string }>;
}

/** every carton number of the order numbers: X-000 … X-999 is an index range on (company, package_no); the exact test follows in code */
const cartonRange = (column: PgColumn, orderNos: readonly string[]) => or(...orderNos.map((no) => and(gte(column, `${no}-000`), lte(column, `${no}-999`))));

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export async function loadCartonFacts(db: Db, companyId: number, orderNumbers: readonly string[], opts: { scans: boolean }): Promise<CartonFacts> {
  const orderNos = [...new Set(orderNumbers)];
  const ofOrders = (no: string) => orderNos.includes(parsePackageNo(no)?.orderNo ?? '');
  const facts: CartonFacts = { sets: new Map(), productOf: new Map(), places: new Map(), lastMove: new Map(), lines: new Map(), scans: new Map(), records: new Map(), productNames: new Map() };
  if (!orderNos.length) return facts;
  const [records, moves, held, lines, scans] = await Promise.all([
    db
      .select({ id: orders.id, orderNo: orders.orderNo, products: orders.products })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.orderNo, orderNos), isNull(orders.deletedAt))),
    db
      .selectDistinctOn([stockMoves.packageNo], { packageNo: stockMoves.packageNo, productId: stockMoves.productId, toVirtual: stockMoves.toVirtual, docKind: stockMoves.docKind, docId: stockMoves.docId, docNo: stockMoves.docNo, occurredAt: stockMoves.occurredAt })
      .from(stockMoves)
      .where(and(eq(stockMoves.companyId, companyId), cartonRange(stockMoves.packageNo, orderNos)))
      .orderBy(stockMoves.packageNo, desc(stockMoves.id)),
    db
      .select({ packageNo: stockBalances.packageNo, productId: stockBalances.productId, locationId: stockBalances.locationId, locationCode: storageLocations.code, warehouseName: warehouses.name, onHand: stockBalances.onHand })
      .from(stockBalances)
      .innerJoin(storageLocations, eq(storageLocations.id, stockBalances.locationId))
      .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
      .where(and(eq(stockBalances.companyId, companyId), cartonRange(stockBalances.packageNo, orderNos), gt(stockBalances.onHand, 0)))
      .orderBy(stockBalances.packageNo, desc(stockBalances.onHand)),
    db
      .select({
        packageNo: warehouseDocumentLines.packageNo,
        productId: warehouseDocumentLines.productId,
        expected: warehouseDocumentLines.expected,
        done: warehouseDocumentLines.done,
        docId: warehouseDocuments.id,
        kind: warehouseDocuments.kind,
        docNo: warehouseDocuments.docNo,
        status: warehouseDocuments.status,
        createdAt: warehouseDocuments.createdAt,
        updatedAt: warehouseDocuments.updatedAt,
      })
      .from(warehouseDocumentLines)
      .innerJoin(warehouseDocuments, and(eq(warehouseDocuments.id, warehouseDocumentLines.documentId), eq(warehouseDocuments.companyId, companyId)))
      .where(and(eq(warehouseDocumentLines.companyId, companyId), cartonRange(warehouseDocumentLines.packageNo, orderNos)))
      .orderBy(desc(warehouseDocuments.id), warehouseDocumentLines.lineNo),
    opts.scans
      ? db
          .select({
            id: warehouseScans.id,
            code: warehouseScans.code,
            docId: warehouseDocuments.id,
            kind: warehouseDocuments.kind,
            docNo: warehouseDocuments.docNo,
            docStatus: warehouseDocuments.status,
            result: warehouseScans.result,
            message: warehouseScans.message,
            quantity: warehouseScans.quantity,
            locationCode: storageLocations.code,
            nickname: users.nickname,
            username: users.username,
            occurredAt: warehouseScans.occurredAt,
            recordedAt: warehouseScans.recordedAt,
          })
          .from(warehouseScans)
          .innerJoin(warehouseDocuments, and(eq(warehouseDocuments.id, warehouseScans.documentId), eq(warehouseDocuments.companyId, companyId)))
          .leftJoin(storageLocations, and(eq(storageLocations.id, warehouseScans.locationId), eq(storageLocations.companyId, companyId)))
          .leftJoin(users, and(eq(users.id, warehouseScans.actorUserId), eq(users.companyId, companyId)))
          .where(and(eq(warehouseScans.companyId, companyId), cartonRange(warehouseScans.code, orderNos)))
          .orderBy(desc(warehouseScans.id))
          .limit(2000)
      : Promise.resolve([]),
  ]);

  const known: KnownCarton[] = [];
  for (const m of moves) {
    if (!ofOrders(m.packageNo)) continue;
    facts.lastMove.set(m.packageNo, { toVirtual: m.toVirtual, docKind: m.docKind, docId: m.docId, docNo: m.docNo, occurredAt: m.occurredAt });
    facts.productOf.set(m.packageNo, m.productId);
    known.push({ packageNo: m.packageNo, productId: m.productId });
  }
  for (const b of held) if (ofOrders(b.packageNo)) push(facts.places, b.packageNo, { locationId: b.locationId, locationCode: b.locationCode, warehouseName: b.warehouseName, onHand: b.onHand });
  for (const l of lines) {
    if (!ofOrders(l.packageNo)) continue;
    push(facts.lines, l.packageNo, { docId: l.docId, kind: l.kind, docNo: l.docNo, status: l.status, expected: l.expected, done: l.done, createdAt: l.createdAt, updatedAt: l.updatedAt });
    // what the ledger says wins: a document may list a carton it never moved
    if (!facts.productOf.has(l.packageNo)) {
      facts.productOf.set(l.packageNo, l.productId);
      known.push({ packageNo: l.packageNo, productId: l.productId });
    }
  }
  for (const s of scans) {
    if (!ofOrders(s.code)) continue;
    push(facts.scans, s.code, { ...s, locationCode: s.locationCode ?? '', actorName: s.nickname || s.username || '' });
  }

  const recordIds = new Set(records.flatMap((r) => r.products.map((p) => p.product_id)).filter((id) => Number.isInteger(id) && id > 0));
  const productIds = [...new Set([...facts.productOf.values(), ...recordIds])];
  const productRows = productIds.length
    ? await db.select({ id: products.id, code: products.code, name: products.name, package: products.package }).from(products).where(and(eq(products.companyId, companyId), inArray(products.id, productIds)))
    : [];
  const perUnit = new Map(productRows.map((p) => [p.id, p.package]));
  for (const p of productRows) facts.productNames.set(p.id, { code: p.code, name: p.name });
  for (const no of orderNos) {
    const record = records.find((r) => r.orderNo === no);
    // cartons per unit as the product says now, the order line's figure when the product has none (as warehouse_in numbers them)
    const recordProducts: OrderProductForCartons[] | null = record
      ? record.products.filter((p) => perUnit.has(p.product_id)).map((p) => ({ product_id: p.product_id, quantity: p.quantity, package: perUnit.get(p.product_id) || p.package || 1 }))
      : null;
    const sets = cartonSets(no, known, recordProducts, (id) => perUnit.get(id) ?? 1);
    for (const [carton, set] of sets) facts.sets.set(carton, set);
    if (record && recordProducts) facts.records.set(no, { id: record.id, cartons: new Set(recordCartonNos(no, recordProducts)) });
    // a carton only the record lists has no set when the record disagrees with the ledger: it stays unplaced
  }
  return facts;
}

/** How many of its unit's cartons are at each carton's location, for the rows of a balance page (null: not a carton of a multi-carton unit). */
export async function cartonSetFigures(db: Db, companyId: number, rows: readonly { package_no: string; location_id: number }[]): Promise<Array<{ together: number; total: number } | null>> {
  const orderNos = [...new Set(rows.map((r) => parsePackageNo(r.package_no)?.orderNo).filter((no): no is string => !!no))];
  if (!orderNos.length) return rows.map(() => null);
  const facts = await loadCartonFacts(db, companyId, orderNos, { scans: false });
  return rows.map((r) => {
    const set = facts.sets.get(r.package_no);
    if (!set || set.perUnit < 2) return null;
    const { together, total } = togetherAt(set, r.location_id, (c) => (facts.places.get(c) ?? []).map((p) => p.locationId));
    return { together, total };
  });
}
