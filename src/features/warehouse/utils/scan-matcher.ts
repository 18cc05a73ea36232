/**
 * A scan confirmed at once on the device: the domain's rule (src/domain/warehouse/scan-match.ts, the same `matchScan`
 * the server runs) applied to the document on the device, with what only the device knows added on top — its scans
 * not yet sent (their units and cartons count as done) and the message the screen shows. The server decides again
 * on its own figures; where it answers otherwise the scan's row says so.
 */
import type { DocumentDetail, DocumentLine, ScanResult } from '@/domain/warehouse/api';
import { actionsFor, type DocumentKind } from '@/domain/warehouse/documents';
import { parsePackageNo } from '@/domain/warehouse/ledger';
import { matchScan as matchOnLines, SCAN_STARTS, takesScans, type ScanLine } from '@/domain/warehouse/scan-match';
import type { WarehouseMessageKey } from './labels';

/** whether the document takes scans (a confirmed outbound too: its first scan starts the pick) */
export const isScannable = (kind: DocumentKind, status: string) => takesScans(kind, status);

/**
 * The document as this device sees it: a confirmed outbound with a scan accepted here (sent or not) is picking — the
 * server applies the same start_pick before it takes that scan — until the server's own copy says so.
 */
export function startedOnDevice(doc: DocumentDetail, scannedHere: boolean): DocumentDetail {
  const starts = SCAN_STARTS[doc.kind];
  if (!scannedHere || !starts || doc.status !== starts.from) return doc;
  return { ...doc, status: starts.to, actions: actionsFor(doc.kind, starts.to) };
}

/** A scan accepted on this device whose units the server's figures (line.done) do not include yet. */
export interface PendingUnits {
  lineId: number;
  quantity: number;
}

export interface ScanMatchInput {
  kind: DocumentKind;
  status: string;
  lines: readonly DocumentLine[];
  /** accepted scans not yet applied on the server */
  pending: readonly PendingUnits[];
  /** cartons already accepted on this device (sent or not) */
  scannedCartons: ReadonlySet<string>;
  code: string;
  /** units of a product-code scan (a carton is always one) */
  quantity?: number;
  /** a count: where the code was found (the location chosen for a whole-warehouse count, else the document's) */
  locationId?: number | null;
}

export interface ScanMatch {
  result: ScanResult;
  lineId: number | null;
  /** the carton number the code is ('' for a product code) */
  packageNo: string;
  quantity: number;
  /**
   * A count's code that is not on its lines: accepted and sent, since a count takes what it finds — the server adds
   * a line when it knows the code (a carton the ledger has seen, a product code), and refuses it otherwise.
   */
  found: boolean;
  message: { key: WarehouseMessageKey; params: Record<string, string | number> };
}

const MESSAGE: Record<ScanResult, WarehouseMessageKey> = {
  ok: 'whScanOk',
  unexpected: 'whScanUnexpected',
  duplicate: 'whScanDuplicate',
  wrong_status: 'whScanWrongStatus',
  over: 'whScanOver',
};

const norm = (code: string) => code.trim().toUpperCase();

/** What a line has done with this device's unsent scans added. */
export function doneWithPending(line: DocumentLine, pending: readonly PendingUnits[]): number {
  return line.done + pending.reduce((n, p) => (p.lineId === line.id ? n + p.quantity : n), 0);
}

const scanLine = (l: DocumentLine, pending: readonly PendingUnits[]): ScanLine => ({
  id: l.id,
  productId: l.product_id,
  productCode: l.product_code,
  packageNo: l.package_no,
  locationId: l.location_id,
  expected: l.expected,
  done: doneWithPending(l, pending),
});

export function matchScan(input: ScanMatchInput): ScanMatch {
  const code = input.code.trim();
  const quantity = parsePackageNo(code) ? 1 : Math.max(1, Math.floor(input.quantity ?? 1));
  const lines = input.lines.map((l) => scanLine(l, input.pending));
  // the server counts a carton once per document over every device's scans: a carton line its figures already
  // count (scanned on another device) is as good as scanned here
  const okPackages = new Set([...input.scannedCartons].map(norm));
  for (const l of input.lines) if (l.package_no && l.done > 0) okPackages.add(norm(l.package_no));
  const locationId = input.locationId ?? null;
  const m = matchOnLines(input.kind, isScannable(input.kind, input.status), lines, okPackages, { code, quantity, locationId });
  const found = input.kind === 'count' && m.result === 'unexpected' && locationId !== null;
  const result: ScanResult = found ? 'ok' : m.result;
  const line = m.line ? input.lines.find((l) => l.id === m.line!.id) : undefined;
  const what = line ? [line.product_name || line.product_code, line.package_no].filter(Boolean).join(' ') : code;
  const params: Record<string, string | number> = result === 'ok' ? { what, code } : result === 'wrong_status' ? { status: input.status, code } : { code };
  return { result, lineId: line?.id ?? null, packageNo: m.packageNo, quantity, found, message: { key: MESSAGE[result], params } };
}
