/**
 * What a scan on a warehouse document means, decided the same way on the tablet (at once, from the document's lines
 * it downloaded) and on the server (again, on what it has): ok, unexpected, duplicate, wrong_status or over.
 * A carton number (order no + '-' + 3-digit sequence) is one unit and can be scanned once per document; a product
 * code counts loose units. A count is blind and open: it takes what it finds, adding a line for anything it did not
 * list (when it knows what the code is and where it was found).
 */
import type { DocumentKind } from './documents';
import { parsePackageNo } from './ledger';
import type { ScanResult } from './api';

/** the status in which each kind counts its scans */
export const SCANNABLE_STATUS: Partial<Record<DocumentKind, string>> = { inbound: 'confirmed', outbound: 'picking', count: 'counting' };

/**
 * A status whose first scan starts the work: a confirmed outbound's first scan is its start_pick (so picking begins on
 * the floor with no network — the device shows it picking, the server applies the transition before the scan).
 */
export const SCAN_STARTS: Partial<Record<DocumentKind, { from: string; action: string; to: string }>> = {
  outbound: { from: 'confirmed', action: 'start_pick', to: 'picking' },
};

/** whether a document in `status` takes scans (counted now, or after the transition its first scan starts) */
export const takesScans = (kind: DocumentKind, status: string): boolean => SCANNABLE_STATUS[kind] === status || SCAN_STARTS[kind]?.from === status;

export interface ScanLine {
  id: number;
  productId: number;
  productCode: string;
  packageNo: string;
  locationId: number | null;
  expected: number;
  done: number;
}

/** what an unlisted code is, when the caller knows (a count adds a line for it) */
export interface KnownCode {
  productId: number;
  packageNo: string;
  /** a carton's owner as the ledger knows it (a product code's owner is the document's) */
  ownerId?: number;
}

export interface ScanMatch {
  result: ScanResult;
  line: ScanLine | null;
  /** the carton number when the code is one (normalised) */
  packageNo: string;
  /** count only: a line to add for something found that the count did not list */
  newLine?: { productId: number; packageNo: string; locationId: number; ownerId?: number };
}

const norm = (code: string) => code.trim().toUpperCase();

/**
 * `okPackages`: cartons already scanned ok on this document. `known`: what an unlisted code is (count only).
 * Does not change `lines`; the caller adds the quantity to the matched line when the result is ok.
 */
export function matchScan(
  kind: DocumentKind,
  scannable: boolean,
  lines: readonly ScanLine[],
  okPackages: ReadonlySet<string>,
  scan: { code: string; quantity: number; locationId: number | null },
  known?: KnownCode | null,
): ScanMatch {
  const code = norm(scan.code);
  const pkg = parsePackageNo(code) ? code : '';
  if (!scannable) return { result: 'wrong_status', line: null, packageNo: pkg };
  const atLocation = (l: ScanLine) => kind !== 'count' || scan.locationId === null || l.locationId === scan.locationId;
  if (pkg) {
    if (okPackages.has(pkg)) return { result: 'duplicate', line: null, packageNo: pkg };
    const line = lines.find((l) => norm(l.packageNo) === pkg && atLocation(l));
    if (!line) return unlisted(kind, scan, known, pkg);
    if (kind !== 'count' && line.done + 1 > line.expected) return { result: 'over', line, packageNo: pkg };
    return { result: 'ok', line, packageNo: pkg };
  }
  const candidates = lines.filter((l) => !l.packageNo && norm(l.productCode) === code && atLocation(l));
  if (!candidates.length) return unlisted(kind, scan, known, '');
  if (kind === 'count') return { result: 'ok', line: candidates[0], packageNo: '' };
  const open = candidates.find((l) => l.done + scan.quantity <= l.expected);
  return open ? { result: 'ok', line: open, packageNo: '' } : { result: 'over', line: candidates[0], packageNo: '' };
}

function unlisted(kind: DocumentKind, scan: { locationId: number | null }, known: KnownCode | null | undefined, pkg: string): ScanMatch {
  if (kind === 'count' && known && scan.locationId) {
    return { result: 'ok', line: null, packageNo: pkg, newLine: { productId: known.productId, packageNo: known.packageNo, locationId: scan.locationId, ownerId: known.ownerId } };
  }
  return { result: 'unexpected', line: null, packageNo: pkg };
}
