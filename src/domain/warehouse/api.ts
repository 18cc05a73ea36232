/**
 * The warehouse API's contract (issue 17): request bodies both sides validate and the answers' shapes, one zod
 * schema each, so the browser's types are inferred from what the server declares (never typed twice by hand).
 * Every path is under /api/warehouse; every id is the signed-in company's (another company's id is a 404).
 *
 * Reads
 *   GET  /warehouse/balances   ?warehouse_id&location_id&product_id&owner_id&package_no&keyword&only_available&page&per_page
 *   GET  /warehouse/moves      ?warehouse_id&location_id&product_id&owner_id&package_no&doc_no&doc_kind&from_date&to_date&page&per_page  (仓储日志)
 *   GET  /warehouse/drift      the projection checked against the ledger
 *   GET  /warehouse/documents  ?kind&status&warehouse_id&doc_no&page&per_page
 *   GET  /warehouse/documents/:id   a document with its lines, events and the actions that apply
 *   GET  /warehouse/packages/:package_no   where a carton is in the flow, its moves, documents and scans, its unit's completeness
 *   GET  /warehouse/scan-lookup?code   what a scanned code is (a carton of an order, a product code)
 * Writes (each takes an Idempotency-Key: a repeat answers the first result and changes nothing)
 *   POST /warehouse/documents                     create (inbound, outbound, count, lock, replenish)
 *   POST /warehouse/documents/:id/actions/:action a lifecycle transition (documents.ts), writing moves where it says
 *   POST /warehouse/documents/:id/scans           scans of a tablet, each with its own scan_id (exactly once)
 * The cartons' reads are api-packages.ts; product replace, replenishment and the Excel line import have a file each
 * (api-product-replace.ts, api-replenish.ts, api-import-lines.ts); the body fields they share are fields.ts.
 */
import { z } from 'zod';
import { blankOrDecimal as toNumber, DB_INT_MAX, isoDateTimeField as isoDateTime, requiredIdField as id } from '../input-fields';
import { countValue, optionalCount, ownerId, packageNoField, quantity } from './fields';
import { VIRTUAL_LOCATIONS } from './ledger';

export const DOCUMENT_KINDS = ['inbound', 'outbound', 'count', 'lock', 'replenish'] as const;
/** where a document came from: typed by hand, an order's warehouse action, a merchant's advance notice */
export const DOCUMENT_SOURCES = ['manual', 'order', 'notice', 'transit'] as const;
export const SCAN_RESULTS = ['ok', 'unexpected', 'duplicate', 'wrong_status', 'over'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const PACKAGE_NO_RE = /^([0-9A-Za-z]{6,32})-(\d{3})$/;

export const documentLineInput = z
  .object({
    product_id: id,
    package_no: packageNoField,
    owner_id: ownerId.optional(),
    /** inbound: the put-away target (optional, suggested otherwise); outbound / lock / replenish: where the stock is */
    location_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
    /** replenish: the pick location the stock goes to */
    to_location_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
    quantity,
    memo: z.string().trim().max(200).optional().default(''),
  })
  .strict();
export type DocumentLineInput = z.infer<typeof documentLineInput>;

export const createDocumentBody = z
  .object({
    kind: z.enum(DOCUMENT_KINDS),
    warehouse_id: id,
    /** the owner of every line unless a line says otherwise */
    owner_id: ownerId,
    /** inbound: the receiving location; count: the location counted (absent: the whole warehouse) */
    location_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
    /** the order this document is for (an order's warehouse action, a product replacement) */
    order_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
    source: z.enum(DOCUMENT_SOURCES).optional().default('manual'),
    /** lock: why (required for a lock) */
    reason: z.string().trim().max(200).optional().default(''),
    /** lock: when it releases itself */
    expires_at: isoDateTime.optional(),
    /** outbound: TRANSIT for a line-haul, CUSTOMER otherwise */
    ship_to: z.enum(['CUSTOMER', 'TRANSIT']).optional().default('CUSTOMER'),
    memo: z.string().trim().max(320).optional().default(''),
    /** when it happened on the device (an offline create sends its own time) */
    occurred_at: isoDateTime.optional(),
    /** a count may start with no lines (it lists the location's stock); every other kind needs at least one */
    lines: z.array(documentLineInput).max(2000, 'whTooManyLines').optional().default([]),
  })
  .strict();
export type CreateDocumentBody = z.input<typeof createDocumentBody>;

/** per-line figures an action takes; lines left out keep what their scans recorded */
export const actionLineInput = z
  .object({
    line_id: id,
    /** inbound receive: units that arrived (sound + damaged); outbound pick: units picked; count submit: units counted */
    quantity: optionalCount,
    /** inbound receive: units that arrived damaged (they go on to LOSS) */
    damaged: optionalCount,
    /** inbound put_away: the storage location */
    location_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
  })
  .strict();

/** count submit: something found that the count did not list */
export const foundLineInput = z
  .object({
    product_id: id,
    package_no: packageNoField,
    owner_id: ownerId.optional(),
    location_id: id,
    quantity: countValue,
  })
  .strict();

export const documentActionBody = z
  .object({
    lines: z.array(actionLineInput).max(2000, 'whTooManyLines').optional().default([]),
    found: z.array(foundLineInput).max(500, 'whTooManyLines').optional().default([]),
    /** cancel, reject, release: why (required for cancel and reject) */
    reason: z.string().trim().max(200).optional().default(''),
    /** inbound confirm: the receiving location (a merchant's advance notice arrives without one) */
    location_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
    occurred_at: isoDateTime.optional(),
  })
  .strict();
export type DocumentActionBody = z.input<typeof documentActionBody>;

export const scanInput = z
  .object({
    /** unique per device and scan (a uuid): the same scan sent twice counts once */
    scan_id: z.string().trim().min(8).max(64).regex(/^[0-9A-Za-z_-]+$/, 'invalidFormat'),
    /** what the scanner read: a carton number (order no + '-' + 3-digit sequence) or a product code */
    code: z.string().trim().min(1, 'required').max(64),
    quantity: z.preprocess(toNumber, z.number().int('whQuantityWhole').min(1, 'whQuantityPositive').max(10_000, 'whQuantityTooBig').optional().default(1)),
    /** count: the location being counted when the document covers a whole warehouse */
    location_id: z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional()),
    occurred_at: isoDateTime.optional(),
  })
  .strict();
export const scansBody = z.object({ scans: z.array(scanInput).min(1, 'required').max(500, 'whTooManyLines') }).strict();
export type ScanInput = z.input<typeof scanInput>;

// ---- answers ----

const locationRef = z.object({
  /** a storage location's id, or null for a virtual one */
  location_id: z.number().int().nullable(),
  /** SUPPLIER, CUSTOMER, LOSS, ADJUST, TRANSIT, or null for a storage location */
  virtual: z.enum(VIRTUAL_LOCATIONS).nullable(),
  /** the location's code (storage) or the virtual location's code */
  code: z.string(),
  name: z.string(),
});

export const balanceRow = z.object({
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  location_id: z.number().int(),
  location_code: z.string(),
  location_name: z.string(),
  product_id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  package_no: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  on_hand: z.number().int(),
  locked: z.number().int(),
  available: z.number().int(),
  updated_at: z.string(),
  /** a carton of a multi-carton unit: how many of its unit's cartons are at this location (the inventory page's badge) */
  carton_set: z.object({ together: z.number().int(), total: z.number().int() }).nullable().optional(),
});
export type BalanceRow = z.infer<typeof balanceRow>;

export const moveRow = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  from: locationRef,
  to: locationRef,
  product_id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  package_no: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  quantity: z.number().int(),
  doc_kind: z.string(),
  doc_id: z.number().int().nullable(),
  doc_no: z.string(),
  /** the move this one reverses (a correction) */
  reverses_move_id: z.number().int().nullable(),
  actor_name: z.string(),
  /** when it happened on the device */
  occurred_at: z.string(),
  /** when the server wrote it */
  recorded_at: z.string(),
});
export type MoveRow = z.infer<typeof moveRow>;

export const documentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  doc_no: z.string(),
  status: z.string(),
  source: z.enum(DOCUMENT_SOURCES),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  location_id: z.number().int().nullable(),
  location_name: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string(),
  reason: z.string(),
  expires_at: z.string().nullable(),
  ship_to: z.string(),
  memo: z.string(),
  /** a merchant's advance notice: the day the goods should arrive (YYYY-MM-DD), null when not given */
  expected_date: z.string().nullable().optional(),
  line_count: z.number().int(),
  /** sum of the lines' expected quantities */
  total_quantity: z.number().int(),
  /** sum of what the lines have done (received, picked, counted) */
  done_quantity: z.number().int(),
  version: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

export const documentLine = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  product_id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  package_no: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  location_id: z.number().int().nullable(),
  location_code: z.string(),
  to_location_id: z.number().int().nullable(),
  to_location_code: z.string(),
  /** expected (inbound, outbound), the quantity locked (lock), to move (replenish); a blind count's expected is 0 until submitted */
  expected: z.number().int(),
  /** received / picked / counted so far (scans or the action's figures) */
  done: z.number().int(),
  damaged: z.number().int(),
  /** count: on hand when the count was submitted (hidden while counting: counts are blind) */
  on_hand_at_count: z.number().int().nullable(),
  /** count: counted − on hand; inbound: received − expected */
  difference: z.number().int().nullable(),
  memo: z.string(),
});
export type DocumentLine = z.infer<typeof documentLine>;

export const documentEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  actor_name: z.string(),
  occurred_at: z.string(),
  recorded_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type DocumentEvent = z.infer<typeof documentEvent>;

export const documentDetail = documentSummary.extend({
  lines: z.array(documentLine),
  events: z.array(documentEvent),
  /** what the screen may offer (documents.ts actionsFor) */
  actions: z.array(z.string()),
  /** actions that apply but this user may not take, each with why in the user's language (a count's four-eyes review) */
  blocked_actions: z.record(z.string(), z.string()).optional(),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

export const scanOutcome = z.object({
  scan_id: z.string(),
  code: z.string(),
  result: z.enum(SCAN_RESULTS),
  line_id: z.number().int().nullable(),
  /** the reason in the user's language */
  message: z.string(),
});
export type ScanOutcome = z.infer<typeof scanOutcome>;

export const scansAnswer = z.object({ results: z.array(scanOutcome), document: documentDetail });
export type ScansAnswer = z.infer<typeof scansAnswer>;

export const driftAnswer = z.object({
  /** balance keys compared */
  checked: z.number().int(),
  differences: z.array(z.object({ warehouse_id: z.number().int(), location_id: z.number().int(), product_id: z.number().int(), package_no: z.string(), owner_id: z.number().int(), projected: z.number().int(), recomputed: z.number().int() })),
});
export type DriftAnswer = z.infer<typeof driftAnswer>;

/**
 * A shift's documents for a tablet (shift.ts): GET /warehouse/shift-documents?warehouse_id → every document of the
 * warehouse that takes scans now or next, each exactly as GET /warehouse/documents/:id answers it (the device stores
 * each as if opened). More than SHIFT_MAX_DOCUMENTS documents or SHIFT_MAX_LINES lines is refused (400, whShiftTooBig).
 */
export const shiftDocumentsAnswer = z.object({
  warehouse_id: z.number().int(),
  documents: z.array(documentDetail),
  line_count: z.number().int(),
  /** when the server read them */
  read_at: z.string(),
});
export type ShiftDocumentsAnswer = z.infer<typeof shiftDocumentsAnswer>;
