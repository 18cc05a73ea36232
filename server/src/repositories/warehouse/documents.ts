/**
 * Warehouse documents (issue 17): create, and each lifecycle transition of src/domain/warehouse/documents.ts in one
 * transaction that locks the document row, checks the transition with the shared table, writes the moves and locks
 * through the stock ledger, updates the lines and appends one event. What each transition writes is in
 * transitions.ts; scans in scans.ts.
 */
import { and, asc, eq, like, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { createDocumentBody, ScanOutcome } from '../../../../src/domain/warehouse/api';
import { nextStatus, type DocumentKind } from '../../../../src/domain/warehouse/documents';
import { DOCUMENT_ACTION_LABELS, DOCUMENT_NO_PREFIX, DOCUMENT_STATUS_LABELS } from '../../../../src/domain/warehouse/messages';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { stockBalances, warehouseDocumentEvents, warehouseDocumentLines, warehouseDocuments } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { chinaDate } from '../../lib/subscription';
import { countReviewRefusal, REVIEW_ACTIONS } from './count-review';
import { checkLocations, checkOrder, checkOwners, checkProducts, checkWarehouse } from './document-refs';
import { StockLedger, type MoveContext, type Tx } from './stock-ledger';
import { scanInTx } from './scans';
import { applyTransition } from './transitions';

export type DocumentRow = typeof warehouseDocuments.$inferSelect;
export type LineRow = typeof warehouseDocumentLines.$inferSelect;
type CreateBody = z.output<typeof createDocumentBody>;

export interface Actor {
  companyId: number;
  userId: number | null;
  name: string;
  lang: ServerLang;
}

export interface TransitionInput {
  lines: Array<{ line_id: number; quantity?: number; damaged?: number; location_id?: number }>;
  found: Array<{ product_id: number; package_no: string; owner_id?: number; location_id: number; quantity: number }>;
  reason: string;
  /** inbound confirm: the receiving location (required when the document has none, a merchant's advance notice) */
  location_id?: number;
}

export class WarehouseDocumentsRepository {
  readonly ledger = new StockLedger();

  constructor(private readonly db: Db) {}

  moveContext(actor: Actor, doc: DocumentRow, occurredAt: Date): MoveContext {
    return { companyId: actor.companyId, docKind: doc.kind, docId: doc.id, docNo: doc.docNo, actorUserId: actor.userId, actorName: actor.name, occurredAt, lang: actor.lang };
  }

  /** `work` in the caller's transaction (an order action writing its inbound) or a new one */
  private inTransaction<T>(outer: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    return outer ? work(outer) : this.db.transaction((tx) => work(tx));
  }

  private async nextDocNo(tx: Tx, kind: DocumentKind): Promise<string> {
    const result = (await tx.execute(sql`select nextval('warehouse_doc_no_seq') as n`)) as unknown as { rows: { n: string | number }[] };
    return `${DOCUMENT_NO_PREFIX[kind]}${chinaDate().replaceAll('-', '')}${String(result.rows[0].n).padStart(6, '0')}`;
  }

  /** Creates a document with its lines; a lock locks its stock at once. Returns the new id. */
  async create(actor: Actor, b: CreateBody, occurredAt: Date, outer?: Tx): Promise<number> {
    return this.inTransaction(outer, async (tx) => {
      const companyId = actor.companyId;
      await checkWarehouse(tx, companyId, b.warehouse_id);
      // a lock or outbound of an order with no lines takes the order's cartons held in this warehouse (an order's scope)
      const given = !b.lines.length && b.order_id && (b.kind === 'lock' || b.kind === 'outbound') ? await this.orderCartonLines(tx, companyId, b.warehouse_id, b.order_id) : b.lines;
      const lines = given.map((l, i) => ({ ...l, package_no: l.package_no.toUpperCase(), owner_id: l.owner_id ?? b.owner_id, line_no: i + 1 }));
      if (b.kind !== 'count' && !lines.length) throw new HttpError(400, 'whLinesRequired', {}, { field: 'lines' });
      if (b.kind === 'lock' && !b.reason) throw new HttpError(400, 'whReasonRequired', {}, { field: 'reason' });
      // a merchant's advance notice names no receiving location: the warehouse chooses it when confirming
      if (b.kind === 'inbound' && !b.location_id && b.source !== 'notice') throw new HttpError(400, 'whReceivingLocationRequired', {}, { field: 'location_id' });
      if (b.expires_at && Date.parse(b.expires_at) <= Date.now()) throw new HttpError(400, 'whExpiresInPast', {}, { field: 'expires_at' });
      for (const l of lines) {
        if ((b.kind === 'outbound' || b.kind === 'lock' || b.kind === 'replenish') && !l.location_id) throw new HttpError(400, 'whLocationRequired', { line: l.line_no });
        if (b.kind === 'replenish' && !l.to_location_id) throw new HttpError(400, 'whToLocationRequired', { line: l.line_no });
        if (b.kind === 'replenish' && l.to_location_id === l.location_id) throw new HttpError(400, 'whSameLocation', { line: l.line_no });
      }
      await checkLocations(tx, companyId, b.warehouse_id, [
        ...(b.location_id ? [b.location_id] : []),
        ...lines.flatMap((l) => [l.location_id, l.to_location_id].filter((x): x is number => !!x)),
      ]);
      await checkProducts(tx, companyId, lines.map((l) => l.product_id));
      await checkOwners(tx, companyId, [b.owner_id, ...lines.map((l) => l.owner_id)]);
      if (b.order_id) await checkOrder(tx, companyId, b.order_id);
      const status = b.kind === 'lock' ? 'active' : 'draft';
      const [doc] = await tx
        .insert(warehouseDocuments)
        .values({
          companyId,
          kind: b.kind,
          docNo: await this.nextDocNo(tx, b.kind),
          status,
          source: b.source,
          warehouseId: b.warehouse_id,
          locationId: b.location_id ?? null,
          ownerId: b.owner_id,
          orderId: b.order_id ?? null,
          reason: b.reason,
          expiresAt: b.expires_at ? new Date(b.expires_at) : null,
          shipTo: b.ship_to,
          memo: b.memo,
          createdBy: actor.userId,
          createdByName: actor.name,
        })
        .returning();
      if (lines.length) {
        await tx.insert(warehouseDocumentLines).values(
          lines.map((l) => ({
            companyId,
            documentId: doc.id,
            lineNo: l.line_no,
            productId: l.product_id,
            packageNo: l.package_no,
            ownerId: l.owner_id,
            // inbound: the line's location is its put-away target
            locationId: b.kind === 'inbound' ? null : (l.location_id ?? null),
            toLocationId: b.kind === 'inbound' ? (l.location_id ?? null) : (l.to_location_id ?? null),
            expected: l.quantity,
            reserved: b.kind === 'lock' ? l.quantity : 0,
            memo: l.memo,
          })),
        );
      }
      if (b.kind === 'lock') {
        await this.ledger.lock(
          tx,
          this.moveContext(actor, doc, occurredAt),
          lines.map((l) => ({ warehouseId: b.warehouse_id, locationId: l.location_id!, productId: l.product_id, packageNo: l.package_no, ownerId: l.owner_id, q: l.quantity })),
        );
      }
      await this.event(tx, actor, doc, 'create', '', status, occurredAt, { line_count: lines.length });
      return doc.id;
    });
  }

  /** the cartons of an order this warehouse holds, available ones only, as document lines */
  private async orderCartonLines(tx: Tx, companyId: number, warehouseId: number, orderId: number): Promise<CreateBody['lines']> {
    const order = await checkOrder(tx, companyId, orderId);
    const rows = await tx
      .select()
      .from(stockBalances)
      .where(and(eq(stockBalances.companyId, companyId), eq(stockBalances.warehouseId, warehouseId), like(stockBalances.packageNo, `${order.orderNo}-%`), sql`${stockBalances.onHand} > ${stockBalances.locked}`))
      .orderBy(asc(stockBalances.packageNo));
    return rows.map((r) => ({ product_id: r.productId, package_no: r.packageNo, owner_id: r.ownerId, location_id: r.locationId, quantity: r.onHand - r.locked, memo: '' }));
  }

  async event(tx: Tx, actor: Actor, doc: DocumentRow, action: string, from: string, to: string, occurredAt: Date, data: Record<string, unknown> = {}) {
    await tx.insert(warehouseDocumentEvents).values({
      companyId: actor.companyId,
      documentId: doc.id,
      action,
      fromStatus: from,
      toStatus: to,
      actorUserId: actor.userId,
      actorName: actor.name,
      occurredAt,
      data,
    });
  }

  /** The document of the company, locked for this transaction (404 otherwise). */
  async lockDocument(tx: Tx, companyId: number, id: number): Promise<DocumentRow> {
    const [doc] = await tx
      .select()
      .from(warehouseDocuments)
      .where(and(eq(warehouseDocuments.id, id), eq(warehouseDocuments.companyId, companyId)))
      .for('update');
    if (!doc) throw notFound();
    return doc;
  }

  async linesOf(tx: Tx, docId: number): Promise<LineRow[]> {
    return tx.select().from(warehouseDocumentLines).where(eq(warehouseDocumentLines.documentId, docId)).orderBy(asc(warehouseDocumentLines.lineNo));
  }

  /** Applies `action` to document `id`; 400 naming the document and its status when the table does not allow it. */
  async transition(actor: Actor, id: number, action: string, input: TransitionInput, occurredAt: Date, outer?: Tx): Promise<void> {
    await this.inTransaction(outer, async (tx) => {
      const doc = await this.lockDocument(tx, actor.companyId, id);
      const to = nextStatus(doc.kind as DocumentKind, doc.status, action);
      if (!to) {
        throw new HttpError(400, 'whActionNotAllowed', {
          no: doc.docNo,
          status: DOCUMENT_STATUS_LABELS[doc.status]?.[actor.lang] ?? doc.status,
          action: DOCUMENT_ACTION_LABELS[action]?.[actor.lang] ?? action,
        });
      }
      if ((action === 'cancel' || action === 'reject') && !input.reason) throw new HttpError(400, 'whReasonRequired', {}, { field: 'reason' });
      if (doc.kind === 'count' && (REVIEW_ACTIONS as readonly string[]).includes(action)) {
        const refusal = await countReviewRefusal(tx, actor, doc.id);
        if (refusal) throw new HttpError(400, refusal);
      }
      const data = await applyTransition(this, tx, actor, doc, action, input, occurredAt);
      await tx
        .update(warehouseDocuments)
        .set({ status: to, version: doc.version + 1, updatedAt: new Date() })
        .where(eq(warehouseDocuments.id, doc.id));
      await this.event(tx, actor, doc, action, doc.status, to, occurredAt, { ...data, ...(input.reason ? { reason: input.reason } : {}) });
    });
  }

  /** Records a batch of scans on document `id` (each once per scan_id) and answers each one's result. */
  async scan(actor: Actor, id: number, scans: Parameters<typeof scanInTx>[4]): Promise<ScanOutcome[]> {
    return this.db.transaction((tx) => scanInTx(this, tx, actor, id, scans));
  }

  /** Locks whose expiry has passed release themselves (run before reading balances or writing documents). */
  async expireDue(actor: Actor): Promise<number> {
    const due = await this.db
      .select({ id: warehouseDocuments.id })
      .from(warehouseDocuments)
      .where(and(eq(warehouseDocuments.companyId, actor.companyId), eq(warehouseDocuments.kind, 'lock'), eq(warehouseDocuments.status, 'active'), lte(warehouseDocuments.expiresAt, new Date())));
    for (const d of due) {
      try {
        await this.transition(actor, d.id, 'expire', { lines: [], found: [], reason: '' }, new Date());
      } catch (error) {
        // another request expired it first
        if (!(error instanceof HttpError)) throw error;
      }
    }
    return due.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    warehouseDocuments: WarehouseDocumentsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('warehouseDocuments', new WarehouseDocumentsRepository(app.db));
  },
  { name: 'warehouse-documents-repository', dependencies: ['db'] },
);
