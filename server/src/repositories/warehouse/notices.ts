/**
 * A merchant's advance notices (到货预报, src/domain/warehouse/notices.ts): inbound documents of the servicer's
 * company with source 'notice' and the merchant's consignor resource as owner. Every read and write is scoped to
 * that pair; anything else is a 404. Created through the documents repository (one path for document numbers,
 * lines and events); edited and cancelled only while a draft, with the row locked.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerLang } from '../../../../src/domain/server-messages';
import { noticeReceived, type noticeBody, type NoticeDetail, type NoticeSummary, type NoticeWarehouse } from '../../../../src/domain/warehouse/notices';
import { DOCUMENT_STATUS_LABELS } from '../../../../src/domain/warehouse/messages';
import type { Db } from '../../db/client';
import { products, warehouseDocumentEvents, warehouseDocumentLines, warehouseDocuments, warehouses } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { checkOwners, checkWarehouse } from './document-refs';
import type { Actor, DocumentRow, WarehouseDocumentsRepository } from './documents';
import type { Tx } from './stock-ledger';

type Body = z.output<typeof noticeBody>;

/** the merchant as its servicer's warehouse sees it */
export interface NoticeScope {
  /** the servicer's company: where the notice lives */
  servicerId: number;
  /** the merchant's consignor resource in that company: the notice's owner */
  resourceId: number;
  userId: number;
  name: string;
  lang: ServerLang;
}

const actorOf = (s: NoticeScope): Actor => ({ companyId: s.servicerId, userId: s.userId, name: s.name, lang: s.lang });
const iso = (d: Date | null) => (d ? d.toISOString() : '');

const mine = (s: NoticeScope) =>
  and(eq(warehouseDocuments.companyId, s.servicerId), eq(warehouseDocuments.kind, 'inbound'), eq(warehouseDocuments.source, 'notice'), eq(warehouseDocuments.ownerId, s.resourceId));

/** every product of the servicer's catalogue the notice names, and none disabled (else 400 naming the field) */
async function checkCatalogue(tx: Tx, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, unique), eq(products.companyId, companyId), eq(products.disabled, false)));
  if (rows.length !== unique.length) throw new HttpError(400, 'whProductInvalid', {}, { field: 'product_id' });
}

/** the notice, locked for this transaction, when it is this merchant's (404 otherwise); refused once past draft */
async function lockDraft(tx: Tx, s: NoticeScope, id: number): Promise<DocumentRow> {
  const [doc] = await tx
    .select()
    .from(warehouseDocuments)
    .where(and(mine(s), eq(warehouseDocuments.id, id)))
    .for('update');
  if (!doc) throw notFound();
  if (doc.status !== 'draft') throw new HttpError(400, 'whNoticeLocked', { no: doc.docNo, status: DOCUMENT_STATUS_LABELS[doc.status]?.[s.lang] ?? doc.status });
  return doc;
}

export async function createNotice(db: Db, documents: WarehouseDocumentsRepository, s: NoticeScope, b: Body): Promise<number> {
  return db.transaction(async (tx) => {
    await checkCatalogue(tx, s.servicerId, b.lines.map((l) => l.product_id));
    await checkOwners(tx, s.servicerId, [s.resourceId]);
    const id = await documents.create(
      actorOf(s),
      { kind: 'inbound', source: 'notice', warehouse_id: b.warehouse_id, owner_id: s.resourceId, memo: b.memo, reason: '', ship_to: 'CUSTOMER', lines: b.lines.map((l) => ({ ...l, owner_id: s.resourceId })) },
      new Date(),
      tx,
    );
    await tx.update(warehouseDocuments).set({ expectedDate: b.expected_date || null }).where(eq(warehouseDocuments.id, id));
    return id;
  });
}

/** Replaces a draft notice's terms and lines (no scan or move can exist yet: a draft takes neither). */
export async function editNotice(db: Db, documents: WarehouseDocumentsRepository, s: NoticeScope, id: number, b: Body): Promise<void> {
  await db.transaction(async (tx) => {
    const doc = await lockDraft(tx, s, id);
    await checkWarehouse(tx, s.servicerId, b.warehouse_id);
    await checkCatalogue(tx, s.servicerId, b.lines.map((l) => l.product_id));
    await tx.delete(warehouseDocumentLines).where(eq(warehouseDocumentLines.documentId, doc.id));
    await tx.insert(warehouseDocumentLines).values(
      b.lines.map((l, i) => ({ companyId: s.servicerId, documentId: doc.id, lineNo: i + 1, productId: l.product_id, packageNo: l.package_no.toUpperCase(), ownerId: s.resourceId, expected: l.quantity, memo: l.memo })),
    );
    await tx
      .update(warehouseDocuments)
      .set({ warehouseId: b.warehouse_id, memo: b.memo, expectedDate: b.expected_date || null, version: doc.version + 1, updatedAt: new Date() })
      .where(eq(warehouseDocuments.id, doc.id));
    await documents.event(tx, actorOf(s), doc, 'edit', doc.status, doc.status, new Date(), { line_count: b.lines.length });
  });
}

export async function cancelNotice(db: Db, documents: WarehouseDocumentsRepository, s: NoticeScope, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, s, id);
    await documents.transition(actorOf(s), id, 'cancel', { lines: [], found: [], reason }, new Date(), tx);
  });
}

const figures = {
  lineCount: sql<number>`(select count(*) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
  total: sql<number>`(select coalesce(sum(l.expected), 0) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
  done: sql<number>`(select coalesce(sum(l.done), 0) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
  damaged: sql<number>`(select coalesce(sum(l.damaged), 0) from ${warehouseDocumentLines} l where l.document_id = ${warehouseDocuments.id})`,
};

type SummaryRow = { d: DocumentRow; warehouseName: string; lineCount: number; total: number; done: number; damaged: number };

function toSummary(r: SummaryRow): NoticeSummary {
  const received = noticeReceived(r.d.status);
  return {
    id: r.d.id,
    doc_no: r.d.docNo,
    status: r.d.status,
    warehouse_id: r.d.warehouseId,
    warehouse_name: r.warehouseName,
    expected_date: r.d.expectedDate ?? '',
    memo: r.d.memo,
    line_count: Number(r.lineCount),
    total_quantity: Number(r.total),
    received_quantity: received ? Number(r.done) : 0,
    damaged_quantity: received ? Number(r.damaged) : 0,
    editable: r.d.status === 'draft',
    created_at: iso(r.d.createdAt),
    updated_at: iso(r.d.updatedAt),
  };
}

function summaries(db: Db) {
  return db
    .select({ d: warehouseDocuments, warehouseName: warehouses.name, ...figures })
    .from(warehouseDocuments)
    .innerJoin(warehouses, eq(warehouses.id, warehouseDocuments.warehouseId));
}

export async function listNotices(db: Db, s: NoticeScope, f: { status?: string; page: number; perPage: number }): Promise<{ list: NoticeSummary[]; total: number }> {
  const where = and(mine(s), f.status ? eq(warehouseDocuments.status, f.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    summaries(db).where(where).orderBy(desc(warehouseDocuments.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
    db.select({ total: count() }).from(warehouseDocuments).where(where),
  ]);
  return { list: rows.map(toSummary), total: Number(total) };
}

export async function noticeDetail(db: Db, s: NoticeScope, id: number): Promise<NoticeDetail | null> {
  const [row] = await summaries(db).where(and(mine(s), eq(warehouseDocuments.id, id)));
  if (!row) return null;
  const received = noticeReceived(row.d.status);
  const [lines, events] = await Promise.all([
    db
      .select({ l: warehouseDocumentLines, code: products.code, name: products.name })
      .from(warehouseDocumentLines)
      .innerJoin(products, eq(products.id, warehouseDocumentLines.productId))
      .where(eq(warehouseDocumentLines.documentId, id))
      .orderBy(asc(warehouseDocumentLines.lineNo)),
    db.select().from(warehouseDocumentEvents).where(eq(warehouseDocumentEvents.documentId, id)).orderBy(asc(warehouseDocumentEvents.id)),
  ]);
  return {
    ...toSummary(row),
    lines: lines.map(({ l, code, name }) => ({
      id: l.id,
      line_no: l.lineNo,
      product_id: l.productId,
      product_code: code,
      product_name: name,
      package_no: l.packageNo,
      expected: l.expected,
      received: received ? l.done : null,
      damaged: received ? l.damaged : null,
      difference: received ? l.done - l.expected : null,
      memo: l.memo,
    })),
    events: events.map((e) => ({ action: e.action, to_status: e.toStatus, occurred_at: iso(e.occurredAt), reason: typeof e.data.reason === 'string' ? e.data.reason : '' })),
  };
}

export async function noticeWarehouses(db: Db, s: NoticeScope): Promise<NoticeWarehouse[]> {
  return db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.companyId, s.servicerId), eq(warehouses.status, 1)))
    .orderBy(asc(warehouses.id));
}
