/**
 * What each warehouse document transition writes (the lifecycles of src/domain/warehouse/documents.ts), inside the
 * transaction WarehouseDocumentsRepository.transition opened with the document row locked. Returns the event's data.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { lineDifference, type DocumentKind } from '../../../../src/domain/warehouse/documents';
import { reverseMove, type Move } from '../../../../src/domain/warehouse/ledger';
import { DOCUMENT_ACTION_LABELS } from '../../../../src/domain/warehouse/messages';
import { stockBalances, stockMoves, warehouseDocumentLines, warehouseDocuments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { checkLocations, checkOwners, checkProducts } from './document-refs';
import { setLineFigures } from './line-figures';
import type { Actor, DocumentRow, LineRow, TransitionInput, WarehouseDocumentsRepository } from './documents';
import { suggestPutAway } from './put-away';
import type { Tx } from './stock-ledger';

type Repo = WarehouseDocumentsRepository;

const storage = (id: number) => ({ kind: 'storage', id }) as const;
const virtual = (code: 'SUPPLIER' | 'CUSTOMER' | 'LOSS' | 'ADJUST' | 'TRANSIT') => ({ kind: 'virtual', code }) as const;

/** the action's figures per line id; an unknown line id is a 400 */
function figures(lines: LineRow[], input: TransitionInput) {
  const byId = new Map(input.lines.map((l) => [l.line_id, l]));
  const known = new Set(lines.map((l) => l.id));
  const stray = input.lines.find((l) => !known.has(l.line_id));
  if (stray) throw new HttpError(400, 'whLineNotFound', { line: stray.line_id });
  return (line: LineRow) => byId.get(line.id);
}

async function setLine(tx: Tx, id: number, patch: Partial<typeof warehouseDocumentLines.$inferInsert>) {
  await tx.update(warehouseDocumentLines).set(patch).where(eq(warehouseDocumentLines.id, id));
}

const keyOfLine = (doc: DocumentRow, l: LineRow, locationId: number) => ({ warehouseId: doc.warehouseId, locationId, productId: l.productId, packageNo: l.packageNo, ownerId: l.ownerId });

export async function applyTransition(repo: Repo, tx: Tx, actor: Actor, doc: DocumentRow, action: string, input: TransitionInput, at: Date): Promise<Record<string, unknown>> {
  const lines = await repo.linesOf(tx, doc.id);
  const of = figures(lines, input);
  const ctx = repo.moveContext(actor, doc, at);
  const kind = doc.kind as DocumentKind;
  const nothing = () => new HttpError(400, 'whNothingDone', { action: DOCUMENT_ACTION_LABELS[action]?.[actor.lang] ?? action });

  if (kind === 'inbound' && action === 'receive') {
    const recv = doc.locationId!;
    const moves: Move[] = [];
    const losses: Move[] = [];
    const figuresOf: { id: number; done: number; damaged: number }[] = [];
    let total = 0;
    for (const l of lines) {
      const f = of(l);
      const received = f?.quantity ?? l.done;
      const damaged = f?.damaged ?? l.damaged;
      if (damaged > received) throw new HttpError(400, 'whDamagedOverReceived', { line: l.lineNo });
      lineDifference({ expected: l.expected, received, damaged });
      total += received;
      const base = { warehouseId: doc.warehouseId, productId: l.productId, packageNo: l.packageNo, ownerId: l.ownerId };
      // goods unloaded from a load (issue 18) were on the road: they come from TRANSIT, not a supplier
      if (received > 0) moves.push({ ...base, from: virtual(doc.source === 'transit' ? 'TRANSIT' : 'SUPPLIER'), to: storage(recv), quantity: received });
      if (damaged > 0) losses.push({ ...base, from: storage(recv), to: virtual('LOSS'), quantity: damaged });
      figuresOf.push({ id: l.id, done: received, damaged });
    }
    if (!total) throw nothing();
    await setLineFigures(tx, ['done', 'damaged'], figuresOf);
    await repo.ledger.post(tx, ctx, moves);
    await repo.ledger.post(tx, ctx, losses);
    const suggested = await suggestPutAway(tx, actor.companyId, doc, await repo.linesOf(tx, doc.id));
    return { received: total, damaged: losses.reduce((s, m) => s + m.quantity, 0), suggested };
  }

  if (kind === 'inbound' && action === 'confirm') {
    // a merchant's advance notice arrives without a receiving location: the warehouse names it here
    const at = input.location_id ?? doc.locationId;
    if (!at) throw new HttpError(400, 'whReceivingLocationRequired', {}, { field: 'location_id' });
    if (at === doc.locationId) return {};
    await checkLocations(tx, actor.companyId, doc.warehouseId, [at]);
    await tx.update(warehouseDocuments).set({ locationId: at }).where(eq(warehouseDocuments.id, doc.id));
    return { location_id: at };
  }

  if (kind === 'inbound' && action === 'put_away') {
    const targets = lines.map((l) => ({ l, to: of(l)?.location_id ?? l.toLocationId }));
    const missing = targets.find((t) => !t.to && t.l.done - t.l.damaged > 0);
    if (missing) throw new HttpError(400, 'whLocationRequired', { line: missing.l.lineNo });
    await checkLocations(tx, actor.companyId, doc.warehouseId, targets.map((t) => t.to).filter((x): x is number => !!x));
    await setLineFigures(
      tx,
      ['to_location_id'],
      targets.filter((t) => t.to).map((t) => ({ id: t.l.id, to_location_id: t.to! })),
    );
    const moves: Move[] = [];
    for (const { l, to } of targets) {
      const sound = l.done - l.damaged;
      if (sound > 0 && to && to !== doc.locationId) {
        moves.push({ warehouseId: doc.warehouseId, from: storage(doc.locationId!), to: storage(to), productId: l.productId, packageNo: l.packageNo, ownerId: l.ownerId, quantity: sound });
      }
    }
    await repo.ledger.post(tx, ctx, moves);
    return { moved: moves.reduce((s, m) => s + m.quantity, 0) };
  }

  if (kind === 'outbound' && action === 'confirm') {
    await repo.ledger.lock(tx, ctx, lines.map((l) => ({ ...keyOfLine(doc, l, l.locationId!), q: l.expected })));
    await setLineFigures(tx, ['reserved'], lines.map((l) => ({ id: l.id, reserved: l.expected })));
    return { reserved: lines.reduce((s, l) => s + l.expected, 0) };
  }

  if (kind === 'outbound' && action === 'pick') {
    let total = 0;
    const release = [];
    const picks: { id: number; done: number; reserved: number }[] = [];
    for (const l of lines) {
      const picked = of(l)?.quantity ?? l.done;
      if (picked > l.expected) throw new HttpError(400, 'whPickOverExpected', { line: l.lineNo });
      total += picked;
      // a short pick gives back the rest of its reservation
      if (l.reserved > picked) release.push({ ...keyOfLine(doc, l, l.locationId!), q: l.reserved - picked });
      picks.push({ id: l.id, done: picked, reserved: picked });
    }
    if (!total) throw nothing();
    await setLineFigures(tx, ['done', 'reserved'], picks);
    await repo.ledger.unlock(tx, actor.companyId, release);
    return { picked: total, short: lines.reduce((s, l) => s + l.expected, 0) - total };
  }

  if (kind === 'outbound' && action === 'ship') {
    await repo.ledger.unlock(tx, actor.companyId, lines.map((l) => ({ ...keyOfLine(doc, l, l.locationId!), q: l.reserved })));
    const moves: Move[] = lines
      .filter((l) => l.done > 0)
      .map((l) => ({ warehouseId: doc.warehouseId, from: storage(l.locationId!), to: virtual(doc.shipTo === 'TRANSIT' ? 'TRANSIT' : 'CUSTOMER'), productId: l.productId, packageNo: l.packageNo, ownerId: l.ownerId, quantity: l.done }));
    await repo.ledger.post(tx, ctx, moves);
    await setLineFigures(tx, ['reserved'], lines.map((l) => ({ id: l.id, reserved: 0 })));
    return { shipped: moves.reduce((s, m) => s + m.quantity, 0) };
  }

  if ((kind === 'outbound' && action === 'cancel') || (kind === 'lock' && (action === 'release' || action === 'expire'))) {
    await repo.ledger.unlock(tx, actor.companyId, lines.map((l) => ({ ...keyOfLine(doc, l, l.locationId!), q: l.reserved })));
    await setLineFigures(tx, ['reserved'], lines.map((l) => ({ id: l.id, reserved: 0 })));
    return { released: lines.reduce((s, l) => s + l.reserved, 0) };
  }

  if (kind === 'inbound' && action === 'cancel') {
    // every move the document wrote, undone newest first, each naming the move it reverses
    const written = await tx.select().from(stockMoves).where(and(eq(stockMoves.docId, doc.id), eq(stockMoves.docKind, 'inbound'), isNull(stockMoves.reversesMoveId))).orderBy(asc(stockMoves.id));
    for (const m of written.reverse()) {
      const move: Move = {
        warehouseId: m.warehouseId,
        from: m.fromLocationId ? storage(m.fromLocationId) : virtual(m.fromVirtual as 'SUPPLIER'),
        to: m.toLocationId ? storage(m.toLocationId) : virtual(m.toVirtual as 'SUPPLIER'),
        productId: m.productId,
        packageNo: m.packageNo,
        ownerId: m.ownerId,
        quantity: m.quantity,
      };
      await repo.ledger.post(tx, ctx, [reverseMove(move, String(m.id))]);
    }
    return { reversed: written.length };
  }

  if (kind === 'count' && action === 'start') {
    // a blind count lists what is there (without the figures) at the location, or the whole warehouse
    const rows = await tx
      .select()
      .from(stockBalances)
      .where(and(eq(stockBalances.companyId, actor.companyId), eq(stockBalances.warehouseId, doc.warehouseId), doc.locationId ? eq(stockBalances.locationId, doc.locationId) : undefined))
      .orderBy(asc(stockBalances.locationId), asc(stockBalances.productId), asc(stockBalances.packageNo));
    const start = lines.length;
    if (rows.length) {
      await tx.insert(warehouseDocumentLines).values(
        rows.map((r, i) => ({ companyId: actor.companyId, documentId: doc.id, lineNo: start + i + 1, productId: r.productId, packageNo: r.packageNo, ownerId: r.ownerId, locationId: r.locationId })),
      );
    }
    return { listed: rows.length };
  }

  if (kind === 'count' && action === 'submit') {
    if (input.found.length) {
      await checkProducts(tx, actor.companyId, input.found.map((f) => f.product_id));
      await checkOwners(tx, actor.companyId, input.found.map((f) => f.owner_id ?? doc.ownerId));
      await checkLocations(tx, actor.companyId, doc.warehouseId, input.found.map((f) => f.location_id));
      await tx.insert(warehouseDocumentLines).values(
        input.found.map((f, i) => ({ companyId: actor.companyId, documentId: doc.id, lineNo: lines.length + i + 1, productId: f.product_id, packageNo: f.package_no, ownerId: f.owner_id ?? doc.ownerId, locationId: f.location_id, done: f.quantity })),
      );
    }
    for (const l of await repo.linesOf(tx, doc.id)) {
      const counted = of(l)?.quantity ?? l.done;
      const now = await repo.ledger.onHand(tx, actor.companyId, keyOfLine(doc, l, l.locationId!));
      await setLine(tx, l.id, { done: counted, onHandAtCount: now.onHand, expected: now.onHand });
    }
    return { found: input.found.length };
  }

  if (kind === 'count' && action === 'approve') {
    // a difference becomes one ADJUST move after review, never an overwrite of the balance
    const moves: Move[] = [];
    for (const l of lines) {
      const diff = l.done - (l.onHandAtCount ?? 0);
      if (!diff) continue;
      const base = { warehouseId: doc.warehouseId, productId: l.productId, packageNo: l.packageNo, ownerId: l.ownerId, quantity: Math.abs(diff) };
      moves.push(diff > 0 ? { ...base, from: virtual('ADJUST'), to: storage(l.locationId!) } : { ...base, from: storage(l.locationId!), to: virtual('ADJUST') });
    }
    await repo.ledger.post(tx, ctx, moves);
    return { adjusted: moves.length };
  }

  if (kind === 'replenish' && action === 'complete') {
    const moves: Move[] = lines.map((l) => ({ warehouseId: doc.warehouseId, from: storage(l.locationId!), to: storage(l.toLocationId!), productId: l.productId, packageNo: l.packageNo, ownerId: l.ownerId, quantity: l.expected }));
    await repo.ledger.post(tx, ctx, moves);
    await setLineFigures(tx, ['done'], lines.map((l) => ({ id: l.id, done: l.expected })));
    return { moved: moves.reduce((s, m) => s + m.quantity, 0) };
  }

  // confirm (inbound, replenish), start_pick, count reject, replenish cancel, inbound cancel before receiving: status only
  return {};
}
