/**
 * Reported positions of drivers and delivery accounts (the live transporter map) and who may see them: a servicer
 * sees the reporting accounts of its own company and those bound to it (users.servicer_id); a delivery company
 * sees its own accounts. Every read takes that scope, so another company's transporter matches nothing.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { POSITION_RETENTION_DAYS, POSITION_THROTTLE_MS, REPORTER_TYPES } from '../../../src/domain/transporter-map';
import type { Db } from '../db/client';
import { orders, transporterPositions, users } from '../db/schema';

export type PositionRow = typeof transporterPositions.$inferSelect;
export type NewPosition = Omit<typeof transporterPositions.$inferInsert, 'id' | 'receivedAt'>;

/** whose transporters the caller sees */
export type TransporterScope = { kind: 'servicer'; companyId: number } | { kind: 'own'; companyId: number };

export interface TransporterAccount {
  id: number;
  companyId: number;
  servicerId: number | null;
  resourceId: number | null;
  nickname: string;
  username: string;
  phone: string;
  mainType: string;
}

const TRAIL_LIMIT = 5000;
/** prune at most this often per process (besides once at start) */
const PRUNE_EVERY_MS = 6 * 3_600_000;

function scopeCondition(scope: TransporterScope): SQL {
  const reporters = and(inArray(users.mainType, [...REPORTER_TYPES]), eq(users.status, 1))!;
  return scope.kind === 'servicer'
    ? and(reporters, or(eq(users.servicerId, scope.companyId), eq(users.companyId, scope.companyId)))!
    : and(reporters, eq(users.companyId, scope.companyId))!;
}

const accountColumns = {
  id: users.id,
  companyId: users.companyId,
  servicerId: users.servicerId,
  resourceId: users.resourceId,
  nickname: users.nickname,
  username: users.username,
  phone: users.phone,
  mainType: users.mainType,
};

export class TransporterPositionsRepository {
  private lastPrune = 0;

  constructor(private readonly db: Db) {}

  /**
   * Stores the position unless the user already has one received within the throttle window (one statement, so
   * two racing reports of one user store one). null: throttled, nothing stored.
   */
  async insertThrottled(position: NewPosition, now = new Date()): Promise<PositionRow | null> {
    const since = new Date(now.getTime() - POSITION_THROTTLE_MS);
    const p = transporterPositions;
    const result = (await this.db.execute(sql`
      insert into ${p} (company_id, servicer_id, user_id, resource_id, lat, lng, accuracy, heading, speed, recorded_at, received_at)
      select ${position.companyId}, ${position.servicerId ?? null}, ${position.userId}, ${position.resourceId ?? null}, ${position.lat}, ${position.lng},
             ${position.accuracy ?? null}, ${position.heading ?? null}, ${position.speed ?? null}, ${position.recordedAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      where not exists (select 1 from ${p} where user_id = ${position.userId} and received_at > ${since.toISOString()}::timestamptz)
      returning id`)) as unknown as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) return null;
    void this.pruneLazily(now);
    const [row] = await this.db.select().from(p).where(eq(p.id, Number(id)));
    return row ?? null;
  }

  /** Test and seed helper: a position stored as is, no throttle. */
  async insertRaw(rows: (NewPosition & { receivedAt?: Date })[]): Promise<void> {
    if (rows.length) await this.db.insert(transporterPositions).values(rows);
  }

  /** Deletes positions received before the retention window; returns how many. */
  async prune(now = new Date()): Promise<number> {
    this.lastPrune = now.getTime();
    const before = new Date(now.getTime() - POSITION_RETENTION_DAYS * 86_400_000);
    const rows = await this.db.delete(transporterPositions).where(lt(transporterPositions.receivedAt, before)).returning({ id: transporterPositions.id });
    return rows.length;
  }

  private async pruneLazily(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.prune(now).catch(() => undefined);
  }

  /** The reporting accounts the scope sees (active ones), by name. */
  async accounts(scope: TransporterScope, userId?: number): Promise<TransporterAccount[]> {
    return this.db
      .select(accountColumns)
      .from(users)
      .where(and(scopeCondition(scope), userId === undefined ? undefined : eq(users.id, userId)))
      .orderBy(asc(users.nickname), asc(users.id));
  }

  /** Each user's latest position (by device time) among the given users. */
  async latest(userIds: number[]): Promise<Map<number, PositionRow>> {
    if (!userIds.length) return new Map();
    const p = transporterPositions;
    const rows = await this.db
      .selectDistinctOn([p.userId])
      .from(p)
      .where(inArray(p.userId, userIds))
      .orderBy(p.userId, desc(p.recordedAt), desc(p.id));
    return new Map(rows.map((r) => [r.userId, r]));
  }

  /** The user's positions recorded since `since`, oldest first (the day's trail). */
  async trail(userId: number, since: Date): Promise<PositionRow[]> {
    const p = transporterPositions;
    return this.db
      .select()
      .from(p)
      .where(and(eq(p.userId, userId), gte(p.recordedAt, since)))
      .orderBy(asc(p.recordedAt), asc(p.id))
      .limit(TRAIL_LIMIT);
  }

  /**
   * TO_SIGN orders per transporter: orders of the transporter's servicer assigned to its resource. A servicer
   * caller counts only its own orders.
   */
  async ordersUnderWay(scope: TransporterScope, accounts: TransporterAccount[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const bound = accounts.filter((a) => a.resourceId !== null && a.servicerId !== null);
    if (!bound.length) return out;
    const servicers = scope.kind === 'servicer' ? [scope.companyId] : [...new Set(bound.map((a) => a.servicerId!))];
    const rows = await this.db
      .select({ companyId: orders.companyId, resourceId: orders.deliveryResourceId, n: count() })
      .from(orders)
      .where(
        and(
          inArray(orders.companyId, servicers),
          inArray(orders.deliveryResourceId, [...new Set(bound.map((a) => a.resourceId!))]),
          eq(orders.status, 'TO_SIGN'),
          isNull(orders.deletedAt),
        ),
      )
      .groupBy(orders.companyId, orders.deliveryResourceId);
    const byKey = new Map(rows.map((r) => [`${r.companyId}:${r.resourceId}`, Number(r.n)]));
    for (const a of bound) out.set(a.id, byKey.get(`${a.servicerId}:${a.resourceId}`) ?? 0);
    return out;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    transporterPositions: TransporterPositionsRepository;
  }
}

export default fp(
  async (app) => {
    const repo = new TransporterPositionsRepository(app.db);
    app.decorate('transporterPositions', repo);
    // a week of history is plenty for the map; older rows go at start (and lazily after inserts)
    app.addHook('onReady', async () => {
      await repo.prune().catch((error: unknown) => app.log.warn({ err: error }, 'transporter positions: prune failed'));
    });
  },
  { name: 'transporter-positions-repository', dependencies: ['db'] },
);
