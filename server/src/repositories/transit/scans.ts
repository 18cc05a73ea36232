/**
 * Dock scans (issue 18): each scan applied exactly once per scan_id (a replay answers the first verdict and writes
 * nothing), matched by scan-match.ts matchLoadScan with the server's own facts, under the load's row lock. The first
 * accepted load scan of a planned load starts loading (one start_loading event); the first unload scan stamps
 * unloading_at; an accepted unplanned carton puts its order on the load (planned = false).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { serverMessage, type ServerLang } from '../../../../src/domain/server-messages';
import { scanPhaseOf, type LoadStatus } from '../../../../src/domain/transit/loads';
import { SCAN_RESULT_MESSAGE } from '../../../../src/domain/transit/messages';
import { loadGoesTheOrdersWay, type Site, type SiteType } from '../../../../src/domain/transit/routing';
import { matchLoadScan, type CartonFacts, type LoadCarton, type LoadScanResult } from '../../../../src/domain/transit/scan-match';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import { cartonOrderNos } from '../warehouse/carton-owners';
import { priceOrdersSafely } from '../quote/order-pricing';
import type { Db } from '../../db/client';
import { orderTransit, transitLoadCartons, transitLoadOrders, transitLoadScans } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { appendEvent, lockLoad, routingRules, saveLoad, type TransitActor } from './context';
import { lockOrderTransit, transitOrders } from './carton-facts';

export interface ScanIn {
  scan_id: string;
  phase: 'load' | 'unload';
  code: string;
  occurredAt: Date;
}

export interface ScanOut {
  scan_id: string;
  code: string;
  result: LoadScanResult;
  accepted: boolean;
  package_no: string;
  message: string;
}

export function scanMessage(lang: ServerLang, result: LoadScanResult, accepted: boolean, phase: string, packageNo: string, code: string): string {
  const key = result === 'unplanned' && !accepted ? 'tsScanUnplannedRefused' : result === 'ok' && phase === 'unload' ? 'tsScanUnloaded' : SCAN_RESULT_MESSAGE[result];
  return serverMessage(lang, key, { package: packageNo || code });
}

/** the order number a code names: a carton's order (its owner now: a split's child for a moved carton), or the code itself when it looks like an order number */
const orderNoOf = (code: string, owners: Map<string, string>) => owners.get(code) ?? parsePackageNo(code)?.orderNo ?? (/^[0-9A-Z]{6,32}$/.test(code) ? code : null);

export async function recordScans(db: Db, actor: TransitActor, loadId: number, scans: ScanIn[]): Promise<ScanOut[]> {
  return db.transaction(async (tx) => {
    let load = await lockLoad(tx, actor.companyId, loadId);
    if (!load) throw notFound();
    const out: ScanOut[] = [];
    const seen = await tx
      .select()
      .from(transitLoadScans)
      .where(and(eq(transitLoadScans.companyId, actor.companyId), inArray(transitLoadScans.scanId, scans.map((s) => s.scan_id))));
    const first = new Map(seen.map((s) => [s.scanId, s]));

    const onLoad = await tx.select().from(transitLoadOrders).where(eq(transitLoadOrders.loadId, load.id));
    const codes = scans.map((s) => s.code.trim().toUpperCase());
    const owners = await cartonOrderNos(tx, actor.companyId, codes);
    const mentioned = codes.map((c) => orderNoOf(c, owners)).filter((v): v is string => !!v);
    const [loadFacts, codeFacts, rules, accepted, manifestRows] = await Promise.all([
      transitOrders(tx, actor.companyId, { ids: onLoad.map((o) => o.orderId) }),
      transitOrders(tx, actor.companyId, { orderNos: mentioned }),
      routingRules(tx, actor.companyId),
      tx.select().from(transitLoadScans).where(and(eq(transitLoadScans.loadId, load.id), eq(transitLoadScans.accepted, true))),
      tx.select({ packageNo: transitLoadCartons.packageNo }).from(transitLoadCartons).where(eq(transitLoadCartons.loadId, load.id)),
    ]);
    // the orders this batch may touch, locked: whether another open load holds one is read under the lock
    const locks = await lockOrderTransit(tx, actor.companyId, [...codeFacts.keys()]);
    const to: Site = { type: load.toSiteType as SiteType, id: load.toSiteId };
    const cartons = new Map<string, LoadCarton>();
    const orderCartons = new Map<string, string[]>();
    const planned = new Map(onLoad.map((o) => [o.orderId, o.planned]));
    const addOrder = (orderId: number, isPlanned: boolean) => {
      const f = loadFacts.get(orderId) ?? codeFacts.get(orderId);
      if (!f) return;
      const goes = loadGoesTheOrdersWay(f.route, f.current, to, rules);
      orderCartons.set(f.order.orderNo.toUpperCase(), f.cartons.map((c) => c.packageNo.toUpperCase()));
      for (const c of f.cartons) cartons.set(c.packageNo.toUpperCase(), { packageNo: c.packageNo, orderId, orderNo: f.order.orderNo, planned: isPlanned, loadable: f.loadable, goesTheWay: goes });
    };
    for (const [orderId, isPlanned] of planned) addOrder(orderId, isPlanned);
    const done = { load: new Set(accepted.filter((s) => s.phase === 'load' && s.round === load!.round).map((s) => s.packageNo)), unload: new Set(accepted.filter((s) => s.phase === 'unload').map((s) => s.packageNo)) };
    const manifest = new Set(manifestRows.map((m) => m.packageNo));
    const byNo = new Map([...codeFacts.values()].map((f) => [f.order.orderNo.toUpperCase(), f]));
    const joined: number[] = [];

    for (const [i, s] of scans.entries()) {
      const prior = first.get(s.scan_id);
      if (prior) {
        out.push({ scan_id: s.scan_id, code: prior.code, result: prior.result as LoadScanResult, accepted: prior.accepted, package_no: prior.packageNo, message: scanMessage(actor.lang, prior.result as LoadScanResult, prior.accepted, prior.phase, prior.packageNo, prior.code) });
        continue;
      }
      const code = codes[i];
      const orderNo = orderNoOf(code, owners);
      const f = orderNo ? byNo.get(orderNo.toUpperCase()) : undefined;
      let facts: CartonFacts | null = null;
      if (f) {
        const pkg = parsePackageNo(code);
        // a carton number past the order's cartons is no carton of the company
        if (!pkg || f.cartons.some((c) => c.packageNo.toUpperCase() === code)) {
          const on = locks.get(f.order.id)?.onLoadId ?? null;
          facts = { orderId: f.order.id, orderNo: f.order.orderNo, cartonNos: f.cartons.map((c) => c.packageNo), loadable: f.loadable, goesTheWay: loadGoesTheOrdersWay(f.route, f.current, to, rules), onOtherLoad: !!on && on !== load.id };
        }
      }
      const phase = scanPhaseOf(load.status as LoadStatus);
      const m = matchLoadScan({ phase, scanPhase: s.phase, code, cartons, orderCartons, done: done[s.phase], manifest, allowUnplanned: load.allowUnplanned, facts });
      const [written] = await tx
        .insert(transitLoadScans)
        .values({
        companyId: actor.companyId,
        loadId: load.id,
        scanId: s.scan_id,
        phase: s.phase,
        round: load.round,
        code,
        packageNo: m.packageNo,
        orderId: m.orderId,
        result: m.result,
        accepted: m.accepted,
        actorUserId: actor.userId,
        actorName: actor.name,
        occurredAt: s.occurredAt,
      })
        .onConflictDoNothing()
        .returning({ id: transitLoadScans.id });
      if (!written) {
        // the same scan_id reached another load at the same moment: its verdict is the one recorded
        const [stored] = await tx.select().from(transitLoadScans).where(and(eq(transitLoadScans.companyId, actor.companyId), eq(transitLoadScans.scanId, s.scan_id)));
        out.push({ scan_id: s.scan_id, code: stored.code, result: stored.result as LoadScanResult, accepted: stored.accepted, package_no: stored.packageNo, message: scanMessage(actor.lang, stored.result as LoadScanResult, stored.accepted, stored.phase, stored.packageNo, stored.code) });
        continue;
      }
      if (m.accepted && s.phase === 'load' && load.status === 'planned') {
        const before = load;
        load = { ...(await saveLoad(tx, load, { status: 'loading' })) };
        await appendEvent(tx, actor, before, { action: 'start_loading', to: 'loading', occurredAt: s.occurredAt, data: { by_scan: s.scan_id } });
      }
      if (m.accepted && s.phase === 'unload' && !load.unloadingAt) load = await saveLoad(tx, load, { unloadingAt: s.occurredAt });
      if (m.accepted && s.phase === 'load' && m.result === 'unplanned' && m.orderId && !planned.has(m.orderId)) {
        await tx.insert(transitLoadOrders).values({ companyId: actor.companyId, loadId: load.id, orderId: m.orderId, planned: false, addedRound: load.round }).onConflictDoNothing();
        await tx.update(orderTransit).set({ onLoadId: load.id, updatedAt: new Date() }).where(and(eq(orderTransit.companyId, actor.companyId), eq(orderTransit.orderId, m.orderId)));
        locks.set(m.orderId, { ...locks.get(m.orderId)!, onLoadId: load.id });
        planned.set(m.orderId, false);
        addOrder(m.orderId, false);
        joined.push(m.orderId);
      }
      if (m.accepted) done[s.phase].add(m.packageNo);
      first.set(s.scan_id, { scanId: s.scan_id, code, result: m.result, accepted: m.accepted, packageNo: m.packageNo, phase: s.phase } as (typeof seen)[number]);
      out.push({ scan_id: s.scan_id, code, result: m.result, accepted: m.accepted, package_no: m.packageNo, message: scanMessage(actor.lang, m.result, m.accepted, s.phase, m.packageNo, code) });
    }
    // orders that joined by an unplanned scan now travel with the load's carrier and line (issue 20): priced again
    if (joined.length) await priceOrdersSafely(tx, actor.companyId, joined);
    return out;
  });
}
