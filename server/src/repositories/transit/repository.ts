/** Transit's repositories on the instance (issue 18): `app.transit`, one method per route, each concern in its own file. */
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { createLoadBody, updateLoadBody } from '../../../../src/domain/transit/api';
import type { routeResetBody, splitBody } from '../../../../src/domain/transit/api-route-split';
import type { LoadAction } from '../../../../src/domain/transit/loads';
import type { Site } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import type { TransitActor } from './context';
import { discrepancyRows, resolveDiscrepancy } from './discrepancies';
import { createLoad, planOrders, unplanOrder, updateLoad } from './load-writes';
import { listLoads, loadDetail, type LoadFilter } from './loads-read';
import { routeOrders, type RouteOrderFilter } from './route-orders';
import { routeReset } from './route-reset';
import { recordScans, type ScanIn } from './scans';
import { listSites } from './sites';
import { splitOrder, splitView } from './split';
import { loadTransition, type ActionInput } from './transitions';
import { waitingOrders } from './waiting';
import type { DataScope } from '../../../../src/domain/admin/data-scope';

export class TransitRepository {
  constructor(private readonly db: Db) {}

  sites = (companyId: number) => listSites(this.db, companyId);
  loads = (companyId: number, f: LoadFilter) => listLoads(this.db, companyId, f);
  load = (companyId: number, id: number, lang: 'zh' | 'en', data?: DataScope) => loadDetail(this.db, companyId, id, lang, data);
  waiting = (companyId: number, f: { site: Site; nextStationId?: number; keyword?: string; page: number; perPage: number }) => waitingOrders(this.db, companyId, f);
  discrepancies = (companyId: number, f: { status?: 'open' | 'resolved'; loadId?: number; page: number; perPage: number }, lang: 'zh' | 'en') => discrepancyRows(this.db, companyId, f, lang);
  create = (actor: TransitActor, b: z.output<typeof createLoadBody>) => createLoad(this.db, actor, b);
  update = (actor: TransitActor, id: number, b: z.output<typeof updateLoadBody>) => updateLoad(this.db, actor, id, b);
  plan = (actor: TransitActor, id: number, orderIds: number[]) => planOrders(this.db, actor, id, orderIds);
  unplan = (actor: TransitActor, id: number, orderId: number) => unplanOrder(this.db, actor, id, orderId);
  transition = (actor: TransitActor, id: number, action: LoadAction, input: ActionInput) => loadTransition(this.db, actor, id, action, input);
  scan = (actor: TransitActor, id: number, scans: ScanIn[]) => recordScans(this.db, actor, id, scans);
  resolve = (actor: TransitActor, id: number, note: string) => resolveDiscrepancy(this.db, actor, id, note);
  routeReset = (actor: TransitActor, b: z.output<typeof routeResetBody>, at: Date) => routeReset(this.db, actor, b, at);
  routeOrders = (companyId: number, f: RouteOrderFilter) => routeOrders(this.db, companyId, f);
  splitView = (companyId: number, code: string, feesShown: boolean) => splitView(this.db, companyId, code, feesShown);
  split = (actor: TransitActor, b: z.output<typeof splitBody>, at: Date) => splitOrder(this.db, actor, b, at);
}

declare module 'fastify' {
  interface FastifyInstance {
    transit: TransitRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('transit', new TransitRepository(app.db));
  },
  { name: 'transit-repository', dependencies: ['db'] },
);
