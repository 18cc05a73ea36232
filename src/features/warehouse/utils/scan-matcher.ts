/**
 * A scan confirmed at once from the document already on the device (issue 17): a carton number matches a line's
 * package_no, a product code a line's product_code. The server checks every scan again (same rules, its own
 * figures); where it answers otherwise the scan's row says so.
 */
import type { DocumentLine, ScanResult } from '@/domain/warehouse/api';
import type { DocumentKind } from '@/domain/warehouse/documents';
import { parsePackageNo } from '@/domain/warehouse/ledger';
import type { WarehouseMessageKey } from './labels';

/** The status in which each kind of document takes scans (receiving, picking, counting). */
export const SCANNABLE_STATUS: Record<DocumentKind, string | null> = { inbound: 'confirmed', outbound: 'picking', count: 'counting', lock: null, replenish: null };

export const isScannable = (kind: DocumentKind, status: string) => SCANNABLE_STATUS[kind] === status;

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
}

export interface ScanMatch {
  result: ScanResult;
  lineId: number | null;
  /** the carton number the code is ('' for a product code) */
  packageNo: string;
  quantity: number;
  message: { key: WarehouseMessageKey; params: Record<string, string | number> };
}

const MESSAGE: Record<ScanResult, WarehouseMessageKey> = {
  ok: 'whScanOk',
  unexpected: 'whScanUnexpected',
  duplicate: 'whScanDuplicate',
  wrong_status: 'whScanWrongStatus',
  over: 'whScanOver',
};

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** What a line has done with this device's unsent scans added. */
export function doneWithPending(line: DocumentLine, pending: readonly PendingUnits[]): number {
  return line.done + pending.reduce((n, p) => (p.lineId === line.id ? n + p.quantity : n), 0);
}

export function matchScan(input: ScanMatchInput): ScanMatch {
  const code = input.code.trim();
  const carton = parsePackageNo(code) ? code.toUpperCase() : '';
  const quantity = carton ? 1 : Math.max(1, Math.floor(input.quantity ?? 1));
  const verdict = (result: ScanResult, line: DocumentLine | null, params: Record<string, string | number> = { code }): ScanMatch => ({
    result,
    lineId: line?.id ?? null,
    packageNo: carton,
    quantity,
    message: { key: MESSAGE[result], params },
  });
  const what = (line: DocumentLine) => [line.product_name || line.product_code, line.package_no].filter(Boolean).join(' ');
  if (!isScannable(input.kind, input.status)) return verdict('wrong_status', null, { status: input.status, code });
  // counts are blind: expected is unknown on the device, so a count is never 'over'
  const blind = input.kind === 'count';

  if (carton) {
    const line = input.lines.find((l) => l.package_no && same(l.package_no, carton));
    if (!line) return verdict('unexpected', null);
    if (input.scannedCartons.has(carton)) return verdict('duplicate', line);
    // a carton is one physical unit: a line that already has it (scanned elsewhere, or received by figures) is a repeat
    const done = doneWithPending(line, input.pending);
    if (done >= (blind ? 1 : Math.max(1, line.expected))) return verdict('duplicate', line);
    return verdict('ok', line, { what: what(line), code });
  }

  const candidates = input.lines.filter((l) => same(l.product_code, code));
  if (candidates.length === 0) return verdict('unexpected', null);
  if (blind) return verdict('ok', candidates.find((l) => !l.package_no) ?? candidates[0], { what: what(candidates[0]), code });
  const room = candidates.find((l) => doneWithPending(l, input.pending) + quantity <= l.expected);
  if (!room) return verdict('over', candidates[0]);
  return verdict('ok', room, { what: what(room), code });
}
