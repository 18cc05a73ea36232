/**
 * Subscriptions and renewal requests (issue 23). Every write rewrites the company's projection in the same
 * transaction — companies.hosting_end and subscribe_version(_name) from its active subscription ending last — so the
 * layout's expiry warning (GET /user/user_subscription/check) reads the change at once. A company left without any
 * active subscription keeps its last projection (the platform extends or disables the company itself).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { SUBSCRIBE_VERSIONS, type RenewalStatus, type SubscribeVersion, type SubscriptionStatus } from '../../../../src/domain/account/api';
import type { Db } from '../../db/client';
import { companies, subscriptionRenewals, subscriptions } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface SubscriptionInput {
  version: SubscribeVersion;
  startsOn: string;
  endsOn: string;
  amount: number;
  memo: string;
}

const toItem = (r: SubscriptionRow & { companyName: string | null }) => ({
  id: r.id,
  company_id: r.companyId,
  company_name: r.companyName ?? '',
  version: r.version,
  version_name: r.versionName,
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  amount: r.amount,
  memo: r.memo,
  status: r.status as SubscriptionStatus,
  renewal_id: r.renewalId,
  created_by_name: r.createdByName,
  created_at: r.createdAt.toISOString(),
});

const toRenewal = (r: typeof subscriptionRenewals.$inferSelect & { companyName: string | null; subscriptionId: number | null }) => ({
  id: r.id,
  company_id: r.companyId,
  company_name: r.companyName ?? '',
  version: r.version,
  version_name: r.versionName,
  months: r.months,
  memo: r.memo,
  status: r.status as RenewalStatus,
  requested_by_name: r.requestedByName,
  requested_at: r.createdAt.toISOString(),
  reject_reason: r.rejectReason,
  handled_at: r.handledAt?.toISOString() ?? null,
  subscription_id: r.subscriptionId,
});

export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  /** companyId undefined: every company's (the platform's view) */
  async list(f: { companyId?: number; status?: SubscriptionStatus; page: number; perPage: number }) {
    const where: SQL | undefined = and(
      f.companyId === undefined ? undefined : eq(subscriptions.companyId, f.companyId),
      f.status ? eq(subscriptions.status, f.status) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ s: subscriptions, companyName: companies.name })
        .from(subscriptions)
        .leftJoin(companies, eq(companies.id, subscriptions.companyId))
        .where(where)
        .orderBy(desc(subscriptions.endsOn), desc(subscriptions.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(subscriptions).where(where),
    ]);
    return { list: rows.map((r) => toItem({ ...r.s, companyName: r.companyName })), total: Number(total) };
  }

  async find(id: number): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
    return row;
  }

  /** 'renewal' when renewalId is not a pending request of that company */
  async create(companyId: number, input: SubscriptionInput, renewalId: number | null, actor: AuditActor): Promise<number | 'renewal'> {
    return this.db.transaction(async (tx) => {
      if (renewalId !== null) {
        const handled = await tx
          .update(subscriptionRenewals)
          .set({ status: 'handled', handledBy: actor.userId, handledAt: new Date() })
          .where(and(eq(subscriptionRenewals.id, renewalId), eq(subscriptionRenewals.companyId, companyId), eq(subscriptionRenewals.status, 'pending')))
          .returning({ id: subscriptionRenewals.id });
        if (!handled.length) return 'renewal';
      }
      const [row] = await tx
        .insert(subscriptions)
        .values({ companyId, ...this.values(input), renewalId, createdBy: actor.userId, createdByName: actor.name })
        .returning();
      await this.project(tx, companyId);
      await recordAudit(tx, actor, { action: 'subscription.create', entityType: 'subscription', entityId: row.id, after: row });
      return row.id;
    });
  }

  async update(id: number, input: SubscriptionInput, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!before) return false;
      const [after] = await tx
        .update(subscriptions)
        .set({ ...this.values(input), updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      await this.project(tx, before.companyId);
      await recordAudit(tx, actor, { action: 'subscription.update', entityType: 'subscription', entityId: id, before, after });
      return true;
    });
  }

  async setStatus(id: number, status: SubscriptionStatus, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!before) return false;
      const [after] = await tx.update(subscriptions).set({ status, updatedAt: new Date() }).where(eq(subscriptions.id, id)).returning();
      await this.project(tx, before.companyId);
      await recordAudit(tx, actor, { action: 'subscription.status', entityType: 'subscription', entityId: id, before, after });
      return true;
    });
  }

  async remove(id: number, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.delete(subscriptions).where(eq(subscriptions.id, id)).returning();
      if (!before) return false;
      await this.project(tx, before.companyId);
      await recordAudit(tx, actor, { action: 'subscription.delete', entityType: 'subscription', entityId: id, before });
      return true;
    });
  }

  // ------------------------------------------------------------------ renewal requests

  async renewals(f: { companyId?: number; status?: RenewalStatus; page: number; perPage: number }) {
    const where: SQL | undefined = and(
      f.companyId === undefined ? undefined : eq(subscriptionRenewals.companyId, f.companyId),
      f.status ? eq(subscriptionRenewals.status, f.status) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ r: subscriptionRenewals, companyName: companies.name, subscriptionId: subscriptions.id })
        .from(subscriptionRenewals)
        .leftJoin(companies, eq(companies.id, subscriptionRenewals.companyId))
        .leftJoin(subscriptions, eq(subscriptions.renewalId, subscriptionRenewals.id))
        .where(where)
        .orderBy(desc(subscriptionRenewals.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(subscriptionRenewals).where(where),
    ]);
    return { list: rows.map((r) => toRenewal({ ...r.r, companyName: r.companyName, subscriptionId: r.subscriptionId })), total: Number(total) };
  }

  /** the platform says no to a pending request, with its reason; false when it is not pending (or not there) */
  async rejectRenewal(id: number, reason: string, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptionRenewals)
        .set({ status: 'rejected', rejectReason: reason, handledBy: actor.userId, handledAt: new Date() })
        .where(and(eq(subscriptionRenewals.id, id), eq(subscriptionRenewals.status, 'pending')))
        .returning();
      if (!row) return false;
      await recordAudit(tx, actor, { action: 'renewal.reject', entityType: 'subscription_renewal', entityId: id, before: { status: 'pending' }, after: { status: 'rejected', reason } });
      return true;
    });
  }

  /** 'pending' when the company already waits for an answer to an earlier request */
  async requestRenewal(companyId: number, input: { version: SubscribeVersion; months: number; memo: string }, actor: AuditActor): Promise<number | 'pending'> {
    return this.db.transaction(async (tx) => {
      // one open request per company: the company row is the lock two racing requests meet on
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      const [open] = await tx
        .select({ id: subscriptionRenewals.id })
        .from(subscriptionRenewals)
        .where(and(eq(subscriptionRenewals.companyId, companyId), eq(subscriptionRenewals.status, 'pending')))
        .limit(1);
      if (open) return 'pending';
      const [row] = await tx
        .insert(subscriptionRenewals)
        .values({ companyId, version: input.version, versionName: SUBSCRIBE_VERSIONS[input.version], months: input.months, memo: input.memo, requestedBy: actor.userId, requestedByName: actor.name })
        .returning({ id: subscriptionRenewals.id });
      return row.id;
    });
  }

  private values(input: SubscriptionInput) {
    return { version: input.version, versionName: SUBSCRIBE_VERSIONS[input.version], startsOn: input.startsOn, endsOn: input.endsOn, amount: input.amount, memo: input.memo };
  }

  /** companies' hosting_end and edition from the active subscription ending last (none active: left as it is) */
  private async project(tx: Tx, companyId: number): Promise<void> {
    const [last] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
      .orderBy(desc(subscriptions.endsOn), desc(subscriptions.id))
      .limit(1);
    if (!last) return;
    await tx
      .update(companies)
      .set({ hostingEnd: last.endsOn, subscribeVersion: last.version, subscribeVersionName: last.versionName, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: SubscriptionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('subscriptions', new SubscriptionsRepository(app.db));
  },
  { name: 'subscriptions-repository', dependencies: ['db'] },
);
