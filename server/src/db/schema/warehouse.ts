/**
 * The warehouse (issue 17): an immutable ledger of stock moves, the balance projection written in the same
 * transaction as the moves, and the documents (inbound, outbound, count, lock, replenish) with their lines, events
 * and scans. The rules live in src/domain/warehouse; the migration adds a trigger that refuses any UPDATE or DELETE
 * of a move, and CHECKs that keep a balance whole (0 ≤ locked ≤ on_hand).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { products, storageLocations, warehouses } from './master-data';
import { companyId, createdAt, id, updatedAt } from './tenants';

/** One move of whole units between two locations; a storage location by id or a virtual one by code (never both). */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    fromLocationId: integer('from_location_id').references(() => storageLocations.id),
    fromVirtual: text('from_virtual'),
    toLocationId: integer('to_location_id').references(() => storageLocations.id),
    toVirtual: text('to_virtual'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** a carton's number (order no + '-' + 3-digit sequence), or '' for loose units */
    packageNo: text('package_no').notNull().default(''),
    /** the consignor resource the goods belong to; 0 = the servicer's own stock */
    ownerId: integer('owner_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    docKind: text('doc_kind').notNull(),
    docId: integer('doc_id'),
    docNo: text('doc_no').notNull().default(''),
    reversesMoveId: bigint('reverses_move_id', { mode: 'number' }),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    /** when it happened on the device */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** when the server wrote it */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_moves_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_moves_from_one', sql`(${t.fromLocationId} IS NULL) <> (${t.fromVirtual} IS NULL)`),
    check('stock_moves_to_one', sql`(${t.toLocationId} IS NULL) <> (${t.toVirtual} IS NULL)`),
    index('stock_moves_company_recorded_idx').on(t.companyId, t.id),
    index('stock_moves_company_product_idx').on(t.companyId, t.productId, t.id),
    index('stock_moves_company_package_idx').on(t.companyId, t.packageNo),
    index('stock_moves_doc_idx').on(t.docId),
  ],
);

/** The projection: on hand and locked per warehouse × location × product × package × owner, kept with the moves. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => storageLocations.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageNo: text('package_no').notNull().default(''),
    ownerId: integer('owner_id').notNull().default(0),
    onHand: integer('on_hand').notNull().default(0),
    locked: integer('locked').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'stock_balances_pk', columns: [t.locationId, t.productId, t.packageNo, t.ownerId] }),
    check('stock_balances_on_hand_nonneg', sql`${t.onHand} >= 0`),
    check('stock_balances_locked_within', sql`${t.locked} >= 0 AND ${t.locked} <= ${t.onHand}`),
    index('stock_balances_company_wh_idx').on(t.companyId, t.warehouseId, t.locationId),
    index('stock_balances_company_product_idx').on(t.companyId, t.productId),
    index('stock_balances_company_package_idx').on(t.companyId, t.packageNo),
  ],
);

export const warehouseDocuments = pgTable(
  'warehouse_documents',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    docNo: text('doc_no').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull().default('manual'),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** inbound: receiving location; count: the location counted (null: the whole warehouse) */
    locationId: integer('location_id').references(() => storageLocations.id),
    ownerId: integer('owner_id').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id),
    reason: text('reason').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    shipTo: text('ship_to').notNull().default('CUSTOMER'),
    memo: text('memo').notNull().default(''),
    /** a merchant's advance notice (source notice): the day the goods should arrive */
    expectedDate: date('expected_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warehouse_documents_company_no_uq').on(t.companyId, t.docNo),
    index('warehouse_documents_company_kind_idx').on(t.companyId, t.kind, t.status, t.id),
    index('warehouse_documents_order_idx').on(t.orderId),
    index('warehouse_documents_expiry_idx').on(t.companyId, t.expiresAt),
  ],
);

export const warehouseDocumentLines = pgTable(
  'warehouse_document_lines',
  {
    id: id(),
    companyId: companyId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => warehouseDocuments.id),
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageNo: text('package_no').notNull().default(''),
    ownerId: integer('owner_id').notNull().default(0),
    locationId: integer('location_id').references(() => storageLocations.id),
    toLocationId: integer('to_location_id').references(() => storageLocations.id),
    expected: integer('expected').notNull().default(0),
    done: integer('done').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    /** outbound / lock: units still locked by this line */
    reserved: integer('reserved').notNull().default(0),
    onHandAtCount: integer('on_hand_at_count'),
    memo: text('memo').notNull().default(''),
  },
  (t) => [
    uniqueIndex('warehouse_document_lines_doc_no_uq').on(t.documentId, t.lineNo),
    // a carton's documents (包件: where a carton is expected or listed)
    index('warehouse_document_lines_company_package_idx').on(t.companyId, t.packageNo),
    check('warehouse_document_lines_figures', sql`${t.expected} >= 0 AND ${t.done} >= 0 AND ${t.damaged} >= 0 AND ${t.reserved} >= 0`),
  ],
);

export const warehouseDocumentEvents = pgTable(
  'warehouse_document_events',
  {
    id: id(),
    companyId: companyId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => warehouseDocuments.id),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull().default(''),
    toStatus: text('to_status').notNull().default(''),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('warehouse_document_events_doc_idx').on(t.documentId, t.id)],
);

/** Every scan a device sent for a document, once per scan_id: a repeat answers the first result. */
export const warehouseScans = pgTable(
  'warehouse_scans',
  {
    id: id(),
    companyId: companyId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => warehouseDocuments.id),
    scanId: text('scan_id').notNull(),
    code: text('code').notNull(),
    quantity: integer('quantity').notNull().default(1),
    lineId: integer('line_id'),
    locationId: integer('location_id'),
    result: text('result').notNull(),
    message: text('message').notNull().default(''),
    actorUserId: integer('actor_user_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_scans_doc_scan_uq').on(t.documentId, t.scanId),
    index('warehouse_scans_doc_code_idx').on(t.documentId, t.code),
    // a carton's scans across documents (包件)
    index('warehouse_scans_company_code_idx').on(t.companyId, t.code),
  ],
);

/** Min/max of a pick location for a product and owner (补货规则): below min, a replenishment up to max is suggested. */
export const replenishRules = pgTable(
  'replenish_rules',
  {
    id: id(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => storageLocations.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    ownerId: integer('owner_id').notNull().default(0),
    minQty: integer('min_qty').notNull(),
    maxQty: integer('max_qty').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('replenish_rules_key_uq').on(t.locationId, t.productId, t.ownerId),
    index('replenish_rules_company_wh_idx').on(t.companyId, t.warehouseId),
    check('replenish_rules_min_max', sql`${t.minQty} >= 0 AND ${t.maxQty} > ${t.minQty}`),
  ],
);
