/**
 * The warehouse contract's carton reads (issue 17, api.ts): GET /warehouse/packages/:package_no — where a carton is
 * in the flow, its moves, documents and scans, its unit's completeness — and GET /warehouse/scan-lookup?code.
 */
import { z } from 'zod';
import { balanceRow, DOCUMENT_KINDS, moveRow, SCAN_RESULTS } from './api';
import { PACKAGE_STATES } from './carton-sets';

/** a document with a line naming a carton */
export const packageDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  doc_no: z.string(),
  status: z.string(),
  /** the line's expected and done figures for this carton */
  expected: z.number().int(),
  done: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PackageDocument = z.infer<typeof packageDocument>;

/** a device's scan of a carton on a document (warehouse_scans) */
export const packageScan = z.object({
  id: z.number().int(),
  document_id: z.number().int(),
  doc_no: z.string(),
  doc_kind: z.enum(DOCUMENT_KINDS),
  doc_status: z.string(),
  result: z.enum(SCAN_RESULTS),
  /** the verdict as the server worded it then */
  message: z.string(),
  quantity: z.number().int(),
  /** the location a count scanned it at */
  location_code: z.string(),
  actor_name: z.string(),
  /** when it was scanned on the device */
  occurred_at: z.string(),
  /** when the server recorded it (later when the device was offline) */
  recorded_at: z.string(),
});
export type PackageScan = z.infer<typeof packageScan>;

/** the document that says where a carton is: the inbound it is expected on, the outbound it left with… */
const packageStateDoc = z.object({ id: z.number().int().nullable(), kind: z.string(), doc_no: z.string(), status: z.string() });

/** another carton of the same unit (or the carton itself) and where it is */
export const packageSibling = z.object({
  package_no: z.string(),
  sequence: z.number().int(),
  state: z.enum(PACKAGE_STATES),
  /** in stock: the storage location (the first when several hold it) */
  location_id: z.number().int().nullable(),
  location_code: z.string(),
  warehouse_name: z.string(),
  /** the document behind its state (expected on, shipped with) */
  doc_no: z.string(),
  /** in stock at the carton's own location */
  together: z.boolean(),
});
export type PackageSibling = z.infer<typeof packageSibling>;

/** whether all N cartons of the carton's unit are in the same location (carton-sets.ts) */
export const packageCompleteness = z.object({
  /** cartons per unit (N) */
  total: z.number().int(),
  /** of them in stock at the carton's location */
  together: z.number().int(),
  complete: z.boolean(),
  location_id: z.number().int().nullable(),
  location_code: z.string(),
  source: z.enum(['order', 'known']),
  siblings: z.array(packageSibling),
  /** cartons of the unit the warehouse does not know at all */
  unknown: z.number().int(),
});
export type PackageCompleteness = z.infer<typeof packageCompleteness>;

export const packageDetail = z.object({
  package_no: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string(),
  sequence: z.number().int(),
  product_id: z.number().int().nullable(),
  product_code: z.string(),
  product_name: z.string(),
  /** where it is in the flow (carton-sets.ts packageState) */
  state: z.enum(PACKAGE_STATES),
  state_doc: packageStateDoc.nullable(),
  /** when it reached that state (the move, the scan, the document), '' when unknown */
  state_at: z.string(),
  balances: z.array(balanceRow),
  moves: z.array(moveRow),
  /** every document with a line naming it, newest first */
  documents: z.array(packageDocument),
  /** every scan of it, newest first */
  scans: z.array(packageScan),
  /** null when its product ships as one carton */
  completeness: packageCompleteness.nullable(),
});
export type PackageDetail = z.infer<typeof packageDetail>;

export const scanLookup = z.object({
  code: z.string(),
  kind: z.enum(['package', 'product', 'unknown']),
  package_no: z.string(),
  order_no: z.string(),
  product_id: z.number().int().nullable(),
  product_code: z.string(),
  product_name: z.string(),
});
export type ScanLookup = z.infer<typeof scanLookup>;
