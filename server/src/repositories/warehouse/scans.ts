/**
 * Scans of a warehouse document (issue 17): each scan once per scan_id (a repeat answers its first result), matched
 * to a line by carton number or product code, counted on the line. Which result a scan gets is the same rule the
 * tablet applies from its local copy (src/domain/warehouse/scan-match.ts); the server decides again on what it has.
 * The first new scan of a confirmed outbound applies its start_pick first (SCAN_STARTS), in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { serverMessage } from '../../../../src/domain/server-messages';
import type { ScanOutcome } from '../../../../src/domain/warehouse/api';
import { DOCUMENT_STATUS_LABELS } from '../../../../src/domain/warehouse/messages';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import { matchScan, SCAN_STARTS, SCANNABLE_STATUS, type KnownCode, type ScanLine } from '../../../../src/domain/warehouse/scan-match';
import type { DocumentKind } from '../../../../src/domain/warehouse/documents';
import { products, stockMoves, warehouseDocumentLines, warehouseScans } from '../../db/schema';
import { checkLocations } from './document-refs';
import type { Actor, WarehouseDocumentsRepository } from './documents';

type Scan = { scan_id: string; code: string; quantity: number; location_id?: number; occurred_at?: string };

/** The scans inside the document's transaction (called with the row locked). */
export async function scanInTx(repo: WarehouseDocumentsRepository, tx: Parameters<WarehouseDocumentsRepository['linesOf']>[0], actor: Actor, docId: number, scans: Scan[]): Promise<ScanOutcome[]> {
  let doc = await repo.lockDocument(tx, actor.companyId, docId);
  const kind = doc.kind as DocumentKind;
  const already = await tx
    .select()
    .from(warehouseScans)
    .where(and(eq(warehouseScans.documentId, doc.id), inArray(warehouseScans.scanId, scans.map((s) => s.scan_id))));
  const seen = new Map(already.map((s) => [s.scanId, s]));
  // a confirmed outbound's first scan starts the pick: the transition route's own path (its event, at the scan's
  // device time) in this transaction, then the scan is taken as picking; a replayed scan_id starts nothing
  const starts = SCAN_STARTS[kind];
  const first = scans.find((s) => !seen.has(s.scan_id));
  if (starts && doc.status === starts.from && first) {
    await repo.transition(actor, doc.id, starts.action, { lines: [], found: [], reason: '' }, first.occurred_at ? new Date(first.occurred_at) : new Date(), tx);
    doc = await repo.lockDocument(tx, actor.companyId, docId);
  }
  const rows = await repo.linesOf(tx, doc.id);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const codes = new Map(
    productIds.length ? (await tx.select({ id: products.id, code: products.code }).from(products).where(inArray(products.id, productIds))).map((p) => [p.id, p.code]) : [],
  );
  const lines: ScanLine[] = rows.map((r) => ({ id: r.id, productId: r.productId, productCode: codes.get(r.productId) ?? '', packageNo: r.packageNo, locationId: r.locationId, expected: r.expected, done: r.done }));
  const okPackages = new Set(
    (await tx.select({ code: warehouseScans.code }).from(warehouseScans).where(and(eq(warehouseScans.documentId, doc.id), eq(warehouseScans.result, 'ok')))).map((s) => s.code),
  );
  const locationIds = scans.map((s) => s.location_id).filter((x): x is number => !!x);
  if (locationIds.length) await checkLocations(tx, actor.companyId, doc.warehouseId, locationIds);
  const status = DOCUMENT_STATUS_LABELS[doc.status]?.[actor.lang] ?? doc.status;
  const out: ScanOutcome[] = [];
  const touched = new Set<number>();
  for (const raw of scans) {
    // a carton is one piece whatever the device says; only a product code counts a quantity
    const s = parsePackageNo(raw.code.trim().toUpperCase()) ? { ...raw, quantity: 1 } : raw;
    const prior = seen.get(s.scan_id);
    if (prior) {
      out.push({ scan_id: s.scan_id, code: prior.code, result: prior.result as ScanOutcome['result'], line_id: prior.lineId, message: prior.message });
      continue;
    }
    const scannable = SCANNABLE_STATUS[kind] === doc.status;
    const scan = { code: s.code, quantity: s.quantity, locationId: s.location_id ?? doc.locationId ?? null };
    let m = matchScan(kind, scannable, lines, okPackages, scan);
    if (m.result === 'unexpected' && kind === 'count') m = matchScan(kind, scannable, lines, okPackages, scan, await known(tx, actor.companyId, s.code));
    const message =
      m.result === 'ok'
        ? serverMessage(actor.lang, 'whScanOk', { what: `${m.packageNo || s.code.trim().toUpperCase()} ×${s.quantity}` })
        : m.result === 'wrong_status'
          ? serverMessage(actor.lang, 'whScanWrongStatus', { status })
          : serverMessage(actor.lang, m.result === 'duplicate' ? 'whScanDuplicate' : m.result === 'over' ? 'whScanOver' : 'whScanUnexpected', { code: s.code });
    let lineId = m.line?.id ?? null;
    if (m.result === 'ok' && m.newLine) {
      // a count finds something it did not list: a new line at the scanned location
      const [created] = await tx
        .insert(warehouseDocumentLines)
        .values({ companyId: actor.companyId, documentId: doc.id, lineNo: lines.length + 1, productId: m.newLine.productId, packageNo: m.newLine.packageNo, ownerId: m.newLine.ownerId ?? doc.ownerId, locationId: m.newLine.locationId, done: s.quantity })
        .returning();
      lines.push({ id: created.id, productId: created.productId, productCode: m.packageNo ? '' : s.code.trim().toUpperCase(), packageNo: created.packageNo, locationId: created.locationId, expected: 0, done: s.quantity });
      lineId = created.id;
    } else if (m.result === 'ok' && m.line) {
      m.line.done += s.quantity;
      touched.add(m.line.id);
    }
    if (m.result === 'ok' && m.packageNo) okPackages.add(m.packageNo);
    await tx.insert(warehouseScans).values({
      companyId: actor.companyId,
      documentId: doc.id,
      scanId: s.scan_id,
      code: m.packageNo || s.code,
      quantity: s.quantity,
      lineId,
      locationId: s.location_id ?? null,
      result: m.result,
      message,
      actorUserId: actor.userId,
      occurredAt: s.occurred_at ? new Date(s.occurred_at) : new Date(),
    });
    out.push({ scan_id: s.scan_id, code: s.code, result: m.result, line_id: lineId, message });
  }
  for (const l of lines) if (touched.has(l.id)) await tx.update(warehouseDocumentLines).set({ done: l.done }).where(eq(warehouseDocumentLines.id, l.id));
  return out;
}

/** what an unlisted code is: a carton the ledger has seen, or one of the company's product codes */
async function known(tx: Parameters<WarehouseDocumentsRepository['linesOf']>[0], companyId: number, raw: string): Promise<KnownCode | null> {
  const code = raw.trim().toUpperCase();
  if (parsePackageNo(code)) {
    // a carton the ledger has seen: its product and its owner as the ledger knows them
    const [m] = await tx.select({ productId: stockMoves.productId, ownerId: stockMoves.ownerId }).from(stockMoves).where(and(eq(stockMoves.companyId, companyId), eq(stockMoves.packageNo, code))).limit(1);
    return m ? { productId: m.productId, packageNo: code, ownerId: m.ownerId } : null;
  }
  const [p] = await tx.select({ id: products.id }).from(products).where(and(eq(products.companyId, companyId), sql`upper(${products.code}) = ${code}`)).limit(1);
  return p ? { productId: p.id, packageNo: '' } : null;
}
