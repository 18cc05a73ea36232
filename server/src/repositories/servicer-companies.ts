/** The platform's servicer companies: the list, one servicer with its accounts and extensions, extending a subscription. */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ReviewStatus } from '../../../src/domain/organization';
import type { Db } from '../db/client';
import { companies, companyReviews, subscriptionExtensions, users } from '../db/schema';
import { addDays, chinaDate } from '../lib/subscription';
import { recordAudit, type AuditActor } from './audit';
import { APP_CODE_OF_TYPE, type CompaniesRepository } from './companies';
import { likeContains } from './resources';

export interface ServicerListFilter {
  name?: string;
  status?: number;
  appCode?: string;
  page: number;
  perPage: number;
}

export class ServicerCompaniesRepository {
  /** `companiesRepository` gives a servicer's review status and profile, the same as the company sees them. */
  constructor(
    private readonly db: Db,
    private readonly companiesRepository: CompaniesRepository,
  ) {}

  async servicerList(f: ServicerListFilter) {
    const where = and(
      eq(companies.type, 'servicer'),
      f.name ? ilike(companies.name, likeContains(f.name)) : undefined,
      f.status === undefined ? undefined : eq(companies.status, f.status),
    );
    const usersCount = sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id})`;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          id: companies.id,
          name: companies.name,
          status: companies.status,
          hosting_end: companies.hostingEnd,
          subscribe_version: companies.subscribeVersion,
          subscribe_version_name: companies.subscribeVersionName,
          contact_phone: companies.contactPhone,
          biz_manager_phone: companies.bizManagerPhone,
          created_at: companies.createdAt,
          users_count: usersCount,
          review_status: companyReviews.status,
        })
        .from(companies)
        .leftJoin(companyReviews, eq(companyReviews.companyId, companies.id))
        .where(where)
        .orderBy(asc(companies.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(companies).where(where),
    ]);
    return {
      list: rows.map((r) => ({
        ...r,
        app_code: APP_CODE_OF_TYPE.servicer,
        created_at: r.created_at.toISOString(),
        users_count: Number(r.users_count),
        review_status: (r.review_status ?? 'approved') as ReviewStatus,
      })),
      total: Number(total),
    };
  }

  async servicerDetail(companyId: number) {
    const [company] = await this.db
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.type, 'servicer')))
      .limit(1);
    if (!company) return undefined;
    const [[counts], extensions, review, profile] = await Promise.all([
      this.db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${users.status} = 1)`,
          subs: sql<number>`count(*) filter (where not ${users.isMain})`,
        })
        .from(users)
        .where(eq(users.companyId, companyId)),
      this.db
        .select()
        .from(subscriptionExtensions)
        .where(eq(subscriptionExtensions.companyId, companyId))
        .orderBy(desc(subscriptionExtensions.createdAt), desc(subscriptionExtensions.id)),
      this.companiesRepository.reviewOf(companyId),
      this.companiesRepository.profileOf(companyId),
    ]);
    const mainUser = await this.mainAccount(companyId);
    return {
      id: company.id,
      name: company.name,
      app_code: APP_CODE_OF_TYPE.servicer,
      status: company.status,
      hosting_end: company.hostingEnd,
      subscribe_version: company.subscribeVersion,
      subscribe_version_name: company.subscribeVersionName,
      contact_phone: company.contactPhone,
      biz_manager_phone: company.bizManagerPhone,
      created_at: company.createdAt.toISOString(),
      users_count: Number(counts.total),
      active_users_count: Number(counts.active),
      sub_users_count: Number(counts.subs),
      review_status: review.status,
      main_username: mainUser?.username ?? '',
      main_nickname: mainUser?.nickname ?? '',
      main_phone: mainUser?.phone ?? '',
      ...profile,
      extensions: extensions.map((e) => ({
        id: e.id,
        days: e.days,
        previous_end: e.previousEnd,
        new_end: e.newEnd,
        actor_name: e.actorName,
        created_at: e.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Extends the subscription by `days` from its end, or from today when it already ended (an expired
   * servicer gets the days it pays for, not days in the past). Logged with who did it, and audit-logged.
   */
  async extendSubscription(companyId: number, days: number, actor: AuditActor): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [company] = await tx
        .select({ hostingEnd: companies.hostingEnd })
        .from(companies)
        .where(and(eq(companies.id, companyId), eq(companies.type, 'servicer')))
        .for('update')
        .limit(1);
      if (!company) return undefined;
      const today = chinaDate();
      const from = company.hostingEnd && company.hostingEnd >= today ? company.hostingEnd : today;
      const newEnd = addDays(from, days);
      await tx.update(companies).set({ hostingEnd: newEnd, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
      await tx.insert(subscriptionExtensions).values({ companyId, days, previousEnd: company.hostingEnd, newEnd, actorId: actor.userId, actorName: actor.name });
      await recordAudit(tx, actor, { action: 'subscription.extend', entityType: 'company', entityId: companyId, before: { hosting_end: company.hostingEnd }, after: { hosting_end: newEnd, days } });
      return newEnd;
    });
  }

  private async mainAccount(companyId: number) {
    const [row] = await this.db
      .select({ username: users.username, nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMain, true)))
      .orderBy(asc(users.id))
      .limit(1);
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    servicerCompanies: ServicerCompaniesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('servicerCompanies', new ServicerCompaniesRepository(app.db, app.companies));
  },
  { name: 'servicer-companies-repository', dependencies: ['db', 'companies-repository'] },
);
