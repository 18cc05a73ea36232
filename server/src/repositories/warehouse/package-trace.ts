/**
 * A carton's trace (包件, issue 17): where it is in the flow — in stock, expected or scanned on an inbound not yet
 * received, shipped, gone, only listed, only on its order — with its moves, the documents naming it, every scan of it
 * and whether its unit's cartons are together. Null only when nothing in the company knows the number.
 */
import type { PackageDetail, PackageSibling } from '../../../../src/domain/warehouse/api-packages';
import { OPEN_INBOUND_STATUSES, missingCount, packageState, togetherAt, type PackageState } from '../../../../src/domain/warehouse/carton-sets';
import { actionsFor, type DocumentKind } from '../../../../src/domain/warehouse/documents';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import { movedCartonOrder } from './carton-owners';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { loadCartonFacts, type CartonFacts } from './carton-facts';
import type { WarehouseReadsRepository } from './reads';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');
/** a document still in progress: something besides cancelling is left to do (a put-away inbound is done though it can be cancelled) */
const inProgress = (kind: string, status: string) => actionsFor(kind as DocumentKind, status).some((a) => a !== 'cancel');

type StateDoc = NonNullable<PackageDetail['state_doc']>;

/** a carton's state, the document behind it and when */
function stateOf(facts: CartonFacts, no: string): { state: PackageState; doc: StateDoc | null; at: string } {
  const places = facts.places.get(no) ?? [];
  const lines = facts.lines.get(no) ?? [];
  const scans = facts.scans.get(no) ?? [];
  const last = facts.lastMove.get(no);
  const openInbound = lines.find((l) => l.kind === 'inbound' && OPEN_INBOUND_STATUSES.includes(l.status));
  const scanOnOpen = scans.find((s) => s.kind === 'inbound' && OPEN_INBOUND_STATUSES.includes(s.docStatus));
  const state = packageState({
    inStock: places.length > 0,
    onOpenInbound: !!openInbound,
    scannedOnOpenInbound: !!scanOnOpen,
    leftTo: last?.toVirtual ?? null,
    onDocuments: lines.length > 0 || scans.length > 0,
  });
  const statusOf = (docId: number | null) => (docId === null ? '' : (lines.find((l) => l.docId === docId)?.status ?? scans.find((s) => s.docId === docId)?.docStatus ?? ''));
  const fromMove = () => (last ? { doc: { id: last.docId, kind: last.docKind, doc_no: last.docNo, status: statusOf(last.docId) }, at: iso(last.occurredAt) } : { doc: null, at: '' });
  switch (state) {
    case 'in_stock': {
      // in stock and on a document still open (an outbound picking it, a lock holding it, an inbound to put away)
      const open = lines.find((l) => inProgress(l.kind, l.status));
      return open ? { state, doc: { id: open.docId, kind: open.kind, doc_no: open.docNo, status: open.status }, at: fromMove().at } : { state, ...fromMove() };
    }
    case 'scanned':
      return { state, doc: { id: scanOnOpen!.docId, kind: scanOnOpen!.kind, doc_no: scanOnOpen!.docNo, status: scanOnOpen!.docStatus }, at: iso(scanOnOpen!.occurredAt) };
    case 'expected':
      return { state, doc: { id: openInbound!.docId, kind: openInbound!.kind, doc_no: openInbound!.docNo, status: openInbound!.status }, at: iso(openInbound!.createdAt) };
    case 'shipped':
    case 'gone':
      return { state, ...fromMove() };
    case 'listed': {
      const line = lines[0];
      if (line) return { state, doc: { id: line.docId, kind: line.kind, doc_no: line.docNo, status: line.status }, at: iso(line.updatedAt) };
      const scan = scans[0];
      return { state, doc: { id: scan.docId, kind: scan.kind, doc_no: scan.docNo, status: scan.docStatus }, at: iso(scan.occurredAt) };
    }
    default:
      return { state, doc: null, at: '' };
  }
}

export async function tracePackage(db: Db, reads: WarehouseReadsRepository, companyId: number, packageNo: string, lang: ServerLang): Promise<PackageDetail | null> {
  const no = packageNo.toUpperCase();
  const parsed = parsePackageNo(no);
  if (!parsed) return null;
  const [facts, balances, moves, moved] = await Promise.all([
    loadCartonFacts(db, companyId, [parsed.orderNo], { scans: true }),
    reads.balances(companyId, { packageNo: no, onlyAvailable: false, page: 1, perPage: 100 }, lang),
    reads.moves(companyId, { packageNo: no, page: 1, perPage: 200 }, lang),
    // a split moved the carton to another order (its label stays): that order owns it now
    movedCartonOrder(db, companyId, no),
  ]);
  const record = facts.records.get(parsed.orderNo);
  const lines = facts.lines.get(no) ?? [];
  const scans = facts.scans.get(no) ?? [];
  if (!moves.total && !lines.length && !scans.length && !record?.cartons.has(no)) return null;

  const own = stateOf(facts, no);
  const productId = facts.productOf.get(no) ?? facts.sets.get(no)?.productId ?? null;
  const product = productId ? facts.productNames.get(productId) : undefined;
  const here = (facts.places.get(no) ?? [])[0] ?? null;
  const set = facts.sets.get(no);
  let completeness: PackageDetail['completeness'] = null;
  if (set && set.perUnit > 1) {
    const placesOf = (c: string) => (facts.places.get(c) ?? []).map((p) => p.locationId);
    const figures = togetherAt(set, here?.locationId ?? null, placesOf);
    const siblings: PackageSibling[] = set.cartons.map((c) => {
      const s = stateOf(facts, c);
      const at = (facts.places.get(c) ?? [])[0];
      return {
        package_no: c,
        sequence: parsePackageNo(c)?.sequence ?? 0,
        state: s.state,
        location_id: at?.locationId ?? null,
        location_code: at?.locationCode ?? '',
        warehouse_name: at?.warehouseName ?? '',
        doc_no: s.state === 'in_stock' ? '' : (s.doc?.doc_no ?? ''),
        together: !!here && placesOf(c).includes(here.locationId),
      };
    });
    completeness = { ...figures, location_id: here?.locationId ?? null, location_code: here?.locationCode ?? '', source: set.source, siblings, unknown: missingCount(set) };
  }

  return {
    package_no: no,
    order_id: moved?.orderId ?? record?.id ?? null,
    order_no: moved?.orderNo ?? parsed.orderNo,
    sequence: parsed.sequence,
    product_id: productId,
    product_code: product?.code ?? '',
    product_name: product?.name ?? '',
    state: own.state,
    state_doc: own.doc,
    state_at: own.at,
    balances: balances.list,
    moves: moves.list,
    documents: lines.map((l) => ({ id: l.docId, kind: l.kind as DocumentKind, doc_no: l.docNo, status: l.status, expected: l.expected, done: l.done, created_at: iso(l.createdAt), updated_at: iso(l.updatedAt) })),
    scans: scans.slice(0, 200).map((s) => ({
      id: s.id,
      document_id: s.docId,
      doc_no: s.docNo,
      doc_kind: s.kind as DocumentKind,
      doc_status: s.docStatus,
      result: s.result as PackageDetail['scans'][number]['result'],
      message: s.message,
      quantity: s.quantity,
      location_code: s.locationCode,
      actor_name: s.actorName,
      occurred_at: iso(s.occurredAt),
      recorded_at: iso(s.recordedAt),
    })),
    completeness,
  };
}
