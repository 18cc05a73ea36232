/**
 * Marketing (issue 22): a servicer's incentive rules and the facts they are applied to over a period, the servicers
 * the platform recommends to merchants, and the platform's fee items per edition. Money in fen.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { SUBSCRIBE_VERSIONS, type SubscribeVersion } from '../../../../src/domain/account/api';
import type { FeeItem, FeeItemBody, IncentiveRuleBody, IncentiveRuleItem, RecommendBody, RecommendItem } from '../../../../src/domain/content/api';
import { EMPTY_INCENTIVE_RULE, type IncentiveFacts, type IncentiveTarget } from '../../../../src/domain/content/incentive';
import type { Db } from '../../db/client';
import { companies, incentiveRules, platformFeeItems, recommendedServicers } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit';

type Rows<T> = { rows: T[] };
const run = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const toFee = (r: typeof platformFeeItems.$inferSelect): FeeItem => ({
  id: r.id,
  version: r.version,
  version_name: SUBSCRIBE_VERSIONS[r.version as SubscribeVersion] ?? r.version,
  code: r.code,
  name: r.name,
  unit: r.unit as FeeItem['unit'],
  amount: r.amount,
  enabled: r.enabled,
  updated_at: r.updatedAt.toISOString(),
});

export class MarketingRepository {
  constructor(private readonly db: Db) {}

  // ---------------------------------------------------------------- incentive plans

  async rule(companyId: number, target: IncentiveTarget): Promise<IncentiveRuleItem> {
    const [r] = await this.db.select().from(incentiveRules).where(and(eq(incentiveRules.companyId, companyId), eq(incentiveRules.target, target))).limit(1);
    if (!r) return { target, ...EMPTY_INCENTIVE_RULE, updated_at: null };
    return { target, per_signed: r.perSigned, per_good_feedback: r.perGoodFeedback, per_complaint: r.perComplaint, per_abnormal: r.perAbnormal, updated_at: r.updatedAt.toISOString() };
  }

  async saveRule(input: IncentiveRuleBody, actor: AuditActor): Promise<void> {
    const values = { perSigned: input.per_signed, perGoodFeedback: input.per_good_feedback, perComplaint: input.per_complaint, perAbnormal: input.per_abnormal, updatedBy: actor.userId, updatedAt: new Date() };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(incentiveRules)
        .values({ companyId: actor.companyId, target: input.target, ...values })
        .onConflictDoUpdate({ target: [incentiveRules.companyId, incentiveRules.target], set: values });
      await recordAudit(tx, actor, { action: 'incentive.rule', entityType: 'incentive_rule', entityId: input.target, after: input });
    });
  }

  /**
   * What each driver (the order's delivery resource) or station (the warehouse it left from) did with the company's
   * orders signed in the period (China days): signed, feedback SATISFIED, feedback UNSATISFIED, abnormal records.
   */
  async facts(companyId: number, target: IncentiveTarget, from: string, to: string): Promise<IncentiveFacts[]> {
    const key = target === 'driver' ? sql.raw('o.delivery_resource_id') : sql.raw('o.warehouse_id');
    const names = target === 'driver' ? sql.raw('resources') : sql.raw('warehouses');
    const rows = await run<{ target_id: number; target_name: string; signed: number; good_feedback: number; complaints: number; abnormal: number }>(
      this.db,
      sql`
        select ${key} as target_id, coalesce(n.name, '') as target_name,
          count(*)::int as signed,
          count(*) filter (where o.feedback_result = 'SATISFIED')::int as good_feedback,
          count(*) filter (where o.feedback_result = 'UNSATISFIED')::int as complaints,
          coalesce(sum((select count(*) from abnormal_records ar where ar.order_id = o.id and ar.company_id = o.company_id)), 0)::int as abnormal
        from orders o
        left join ${names} n on n.id = ${key} and n.company_id = o.company_id
        where o.company_id = ${companyId} and o.deleted_at is null and ${key} is not null and o.signed_at is not null
          and (o.signed_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
        group by ${key}, n.name`,
    );
    return rows.map((r) => ({ ...r, target_id: Number(r.target_id) }));
  }

  // ---------------------------------------------------------------- recommended servicers

  async recommendations(platformId?: number): Promise<RecommendItem[]> {
    const rows = await this.db
      .select({ r: recommendedServicers, name: companies.name, phone: companies.contactPhone, status: companies.status })
      .from(recommendedServicers)
      .innerJoin(companies, eq(companies.id, recommendedServicers.servicerCompanyId))
      .where(platformId === undefined ? eq(companies.status, 1) : eq(recommendedServicers.companyId, platformId))
      .orderBy(asc(recommendedServicers.sort), asc(recommendedServicers.id));
    return rows.map(({ r, name, phone }) => ({
      id: r.id,
      servicer_company_id: r.servicerCompanyId,
      servicer_name: name,
      contact_phone: phone,
      headline: r.headline,
      sort: r.sort,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** 'servicer': not an active servicer company; 'taken': already recommended */
  async recommend(input: RecommendBody, actor: AuditActor): Promise<number | 'servicer' | 'taken'> {
    return this.db.transaction(async (tx) => {
      const [servicer] = await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, input.servicer_company_id), eq(companies.type, 'servicer'), eq(companies.status, 1))).limit(1);
      if (!servicer) return 'servicer';
      const [row] = await tx
        .insert(recommendedServicers)
        .values({ companyId: actor.companyId, servicerCompanyId: input.servicer_company_id, headline: input.headline, sort: input.sort })
        .onConflictDoNothing()
        .returning({ id: recommendedServicers.id });
      if (!row) return 'taken';
      await recordAudit(tx, actor, { action: 'recommend.create', entityType: 'recommended_servicer', entityId: row.id, after: input });
      return row.id;
    });
  }

  async unrecommend(id: number, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(recommendedServicers).where(and(eq(recommendedServicers.id, id), eq(recommendedServicers.companyId, actor.companyId))).returning();
      if (!row) return false;
      await recordAudit(tx, actor, { action: 'recommend.delete', entityType: 'recommended_servicer', entityId: id, before: { servicer_company_id: row.servicerCompanyId, headline: row.headline } });
      return true;
    });
  }

  // ---------------------------------------------------------------- fee config

  /** platformId: the platform's own list (all); undefined: the enabled items of one edition (what a company pays) */
  async feeItems(f: { platformId?: number; version?: SubscribeVersion }): Promise<FeeItem[]> {
    const rows = await this.db
      .select()
      .from(platformFeeItems)
      .where(
        and(
          f.platformId === undefined ? eq(platformFeeItems.enabled, true) : eq(platformFeeItems.companyId, f.platformId),
          f.version ? eq(platformFeeItems.version, f.version) : undefined,
        ),
      )
      .orderBy(asc(platformFeeItems.version), asc(platformFeeItems.code));
    return rows.map(toFee);
  }

  /** id null: a new item; 'taken': the edition already has the code; false: no such item of the platform */
  async saveFeeItem(id: number | null, input: FeeItemBody, actor: AuditActor): Promise<number | 'taken' | false> {
    return this.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: platformFeeItems.id })
        .from(platformFeeItems)
        .where(and(eq(platformFeeItems.companyId, actor.companyId), eq(platformFeeItems.version, input.version), eq(platformFeeItems.code, input.code)))
        .limit(1);
      if (clash && clash.id !== id) return 'taken';
      const values = { version: input.version, code: input.code, name: input.name, unit: input.unit, amount: input.amount, enabled: input.enabled };
      if (id === null) {
        const [row] = await tx.insert(platformFeeItems).values({ companyId: actor.companyId, ...values }).returning();
        await recordAudit(tx, actor, { action: 'fee_item.create', entityType: 'platform_fee_item', entityId: row.id, after: values });
        return row.id;
      }
      const [before] = await tx.select().from(platformFeeItems).where(and(eq(platformFeeItems.id, id), eq(platformFeeItems.companyId, actor.companyId))).for('update');
      if (!before) return false;
      await tx.update(platformFeeItems).set({ ...values, updatedAt: new Date() }).where(eq(platformFeeItems.id, id));
      await recordAudit(tx, actor, { action: 'fee_item.update', entityType: 'platform_fee_item', entityId: id, before: toFee(before), after: values });
      return id;
    });
  }

  async removeFeeItem(id: number, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(platformFeeItems).where(and(eq(platformFeeItems.id, id), eq(platformFeeItems.companyId, actor.companyId))).returning();
      if (!row) return false;
      await recordAudit(tx, actor, { action: 'fee_item.delete', entityType: 'platform_fee_item', entityId: id, before: toFee(row) });
      return true;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    marketing: MarketingRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('marketing', new MarketingRepository(app.db));
  },
  { name: 'marketing-repository', dependencies: ['db'] },
);
