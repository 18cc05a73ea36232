/**
 * What the warehouse screens read (issue 17): documents with lines and events, a carton's whereabouts; balances and
 * the move log (仓储日志) through stock-reads.ts. Every query filters on the company; names come from joins of the same
 * company's rows. Answers are in the contract's shape (src/domain/warehouse/api.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import type { BalanceRow, DocumentDetail, DocumentLine, DocumentSummary, MoveRow } from '../../../../src/domain/warehouse/api';
import { actionsFor, type DocumentKind } from '../../../../src/domain/warehouse/documents';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { orders, products, storageLocations, warehouseDocumentEvents, warehouseDocumentLines, warehouseDocuments, warehouses } from '../../db/schema';
import { scopeWhere } from '../admin/data-roles-scope';
import { likeContains } from '../resources';
import { fromLoc, iso, owner, ownerName, readBalances, readMoves, toLoc, type BalanceFilter, type MoveFilter } from './stock-reads';

export interface DocumentFilter {
  kind?: DocumentKind;
  status?: string;
  warehouseId?: number;
  docNo?: string;
  page: number;
  perPage: number;
  /** the reader's data-permission scope (request.dataScope()) */
  data?: DataScope;
}


interface DetailLineRow {
  l: typeof warehouseDocumentLines.$inferSelect;
  productCode: string;
  productName: string;
  ownerName: string | null;
  fromCode: string | null;
  toCode: string | null;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export class WarehouseReadsRepository {
  constructor(private readonly db: Db) {}

  balances(companyId: number, f: BalanceFilter, lang: ServerLang): Promise<{ list: BalanceRow[]; total: number }> {
    return readBalances(this.db, companyId, f, lang);
  }

  moves(companyId: number, f: MoveFilter, lang: ServerLang): Promise<{ list: MoveRow[]; total: number }> {
    return readMoves(this.db, companyId, f, lang);
  }

  private summaryQuery() {
    const docLoc = alias(storageLocations, 'doc_loc');
    return this.db
      .select({
        d: warehouseDocuments,
        warehouseName: warehouses.name,
        locationName: docLoc.name,
        ownerName: owner.name,
        orderNo: orders.orderNo,
        lineCount: sql<number>`(select count(*) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
        total: sql<number>`(select coalesce(sum(l.expected), 0) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
        done: sql<number>`(select coalesce(sum(l.done), 0) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
      })
      .from(warehouseDocuments)
      .innerJoin(warehouses, eq(warehouses.id, warehouseDocuments.warehouseId))
      .leftJoin(docLoc, eq(docLoc.id, warehouseDocuments.locationId))
      .leftJoin(owner, and(eq(owner.id, warehouseDocuments.ownerId), eq(owner.companyId, warehouseDocuments.companyId)))
      .leftJoin(orders, and(eq(orders.id, warehouseDocuments.orderId), eq(orders.companyId, warehouseDocuments.companyId)));
  }

  private toSummary(r: Awaited<ReturnType<WarehouseReadsRepository['summaryQuery']>>[number], lang: ServerLang): DocumentSummary {
    const d = r.d;
    return {
      id: d.id,
      kind: d.kind as DocumentSummary['kind'],
      doc_no: d.docNo,
      status: d.status,
      source: d.source as DocumentSummary['source'],
      warehouse_id: d.warehouseId,
      warehouse_name: r.warehouseName,
      location_id: d.locationId,
      location_name: r.locationName ?? '',
      owner_id: d.ownerId,
      owner_name: ownerName(r.ownerName, d.ownerId, lang),
      order_id: d.orderId,
      order_no: r.orderNo ?? '',
      reason: d.reason,
      expires_at: d.expiresAt ? d.expiresAt.toISOString() : null,
      ship_to: d.shipTo,
      memo: d.memo,
      expected_date: d.expectedDate ?? null,
      line_count: Number(r.lineCount),
      total_quantity: Number(r.total),
      done_quantity: Number(r.done),
      version: d.version,
      created_by_name: d.createdByName,
      created_at: iso(d.createdAt),
      updated_at: iso(d.updatedAt),
    };
  }

  async documents(companyId: number, f: DocumentFilter, lang: ServerLang): Promise<{ list: DocumentSummary[]; total: number }> {
    const where: SQL | undefined = and(
      eq(warehouseDocuments.companyId, companyId),
      f.data && scopeWhere('warehouseDocuments', f.data),
      f.kind ? eq(warehouseDocuments.kind, f.kind) : undefined,
      f.status ? eq(warehouseDocuments.status, f.status) : undefined,
      f.warehouseId ? eq(warehouseDocuments.warehouseId, f.warehouseId) : undefined,
      f.docNo ? ilike(warehouseDocuments.docNo, likeContains(f.docNo)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.summaryQuery().where(where).orderBy(desc(warehouseDocuments.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(warehouseDocuments).where(where),
    ]);
    return { list: rows.map((r) => this.toSummary(r, lang)), total: Number(total) };
  }

  /** A document with lines, events and the actions that apply; null when it is not the company's. */
  async document(companyId: number, id: number, lang: ServerLang, data?: DataScope): Promise<DocumentDetail | null> {
    const [doc] = await this.details(companyId, [id], lang, data);
    return doc ?? null;
  }

  /**
   * Documents with their lines, events and the actions that apply, in the order of `ids`; ids not of the company
   * are left out. Three queries whatever the number (a tablet's shift download reads up to 200 at once).
   */
  async details(companyId: number, ids: readonly number[], lang: ServerLang, data?: DataScope): Promise<DocumentDetail[]> {
    if (!ids.length) return [];
    const rows = await this.summaryQuery().where(and(eq(warehouseDocuments.companyId, companyId), inArray(warehouseDocuments.id, [...ids]), data && scopeWhere('warehouseDocuments', data)));
    if (!rows.length) return [];
    const found = rows.map((r) => r.d.id);
    const [lines, events] = await Promise.all([
      this.db
        .select({ l: warehouseDocumentLines, productCode: products.code, productName: products.name, ownerName: owner.name, fromCode: fromLoc.code, toCode: toLoc.code })
        .from(warehouseDocumentLines)
        .innerJoin(products, eq(products.id, warehouseDocumentLines.productId))
        .leftJoin(owner, and(eq(owner.id, warehouseDocumentLines.ownerId), eq(owner.companyId, warehouseDocumentLines.companyId)))
        .leftJoin(fromLoc, eq(fromLoc.id, warehouseDocumentLines.locationId))
        .leftJoin(toLoc, eq(toLoc.id, warehouseDocumentLines.toLocationId))
        .where(inArray(warehouseDocumentLines.documentId, found))
        .orderBy(asc(warehouseDocumentLines.documentId), asc(warehouseDocumentLines.lineNo)),
      this.db.select().from(warehouseDocumentEvents).where(inArray(warehouseDocumentEvents.documentId, found)).orderBy(asc(warehouseDocumentEvents.id)),
    ]);
    const linesOf = groupBy(lines, (r) => r.l.documentId);
    const eventsOf = groupBy(events, (e) => e.documentId);
    const byId = new Map(rows.map((row) => [row.d.id, this.toDetail(this.toSummary(row, lang), linesOf.get(row.d.id) ?? [], eventsOf.get(row.d.id) ?? [], lang)]));
    return ids.map((id) => byId.get(id)).filter((d): d is DocumentDetail => !!d);
  }

  private toDetail(summary: DocumentSummary, lines: DetailLineRow[], events: (typeof warehouseDocumentEvents.$inferSelect)[], lang: ServerLang): DocumentDetail {
    // a count is blind while counting: neither what is expected nor the on-hand is shown
    const blind = summary.kind === 'count' && (summary.status === 'draft' || summary.status === 'counting');
    const docLines: DocumentLine[] = lines.map(({ l, ...n }) => ({
      id: l.id,
      line_no: l.lineNo,
      product_id: l.productId,
      product_code: n.productCode,
      product_name: n.productName,
      package_no: l.packageNo,
      owner_id: l.ownerId,
      owner_name: ownerName(n.ownerName, l.ownerId, lang),
      location_id: l.locationId,
      location_code: n.fromCode ?? '',
      to_location_id: l.toLocationId,
      to_location_code: n.toCode ?? '',
      expected: blind ? 0 : l.expected,
      done: l.done,
      damaged: l.damaged,
      on_hand_at_count: blind ? null : l.onHandAtCount,
      difference:
        summary.kind === 'count'
          ? blind || l.onHandAtCount === null
            ? null
            : l.done - l.onHandAtCount
          : summary.kind === 'inbound' && (summary.status === 'received' || summary.status === 'put_away')
            ? l.done - l.expected
            : null,
      memo: l.memo,
    }));
    return {
      ...summary,
      total_quantity: blind ? 0 : summary.total_quantity,
      lines: docLines,
      events: events.map((e) => ({ id: e.id, action: e.action, from_status: e.fromStatus, to_status: e.toStatus, actor_name: e.actorName, occurred_at: iso(e.occurredAt), recorded_at: iso(e.recordedAt), data: e.data })),
      actions: actionsFor(summary.kind, summary.status).filter((a) => a !== 'expire'),
    };
  }

  /** Where a carton is now and its moves (null when the ledger never saw it). */
  async packageOf(companyId: number, packageNo: string, lang: ServerLang) {
    const no = packageNo.toUpperCase();
    const [balances, moves] = await Promise.all([
      this.balances(companyId, { packageNo: no, onlyAvailable: false, page: 1, perPage: 100 }, lang),
      this.moves(companyId, { packageNo: no, page: 1, perPage: 200 }, lang),
    ]);
    if (!moves.total) return null;
    const orderNo = no.replace(/-\d{3}$/, '');
    const [o] = await this.db.select({ id: orders.id }).from(orders).where(and(eq(orders.companyId, companyId), eq(orders.orderNo, orderNo)));
    return { package_no: no, order_id: o?.id ?? null, order_no: orderNo, sequence: Number(no.slice(-3)), balances: balances.list, moves: moves.list };
  }

  /**
   * The product a document line names for a carton, newest document first: what a carton is before any move (expected
   * on a draft or confirmed inbound, listed on a notice). Uses the (company, package_no) index of the lines.
   */
  async cartonLineProduct(companyId: number, packageNo: string) {
    const [p] = await this.db
      .select({ id: products.id, code: products.code, name: products.name })
      .from(warehouseDocumentLines)
      .innerJoin(products, eq(products.id, warehouseDocumentLines.productId))
      .where(and(eq(warehouseDocumentLines.companyId, companyId), eq(warehouseDocumentLines.packageNo, packageNo.toUpperCase())))
      .orderBy(desc(warehouseDocumentLines.documentId), desc(warehouseDocumentLines.id))
      .limit(1);
    return p ?? null;
  }

  /** A product of the company by its code (what a scanned non-carton code is). */
  async productByCode(companyId: number, code: string) {
    const [p] = await this.db.select({ id: products.id, code: products.code, name: products.name }).from(products).where(and(eq(products.companyId, companyId), sql`upper(${products.code}) = ${code.trim().toUpperCase()}`)).limit(1);
    return p ?? null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    warehouseReads: WarehouseReadsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('warehouseReads', new WarehouseReadsRepository(app.db));
  },
  { name: 'warehouse-reads-repository', dependencies: ['db'] },
);
