/**
 * Companies (tenants): the subscription behind the expiry check, the platform's qualification review of
 * self-registered companies, the servicer list, subscription extensions and a company's own details.
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ReviewStatus } from '../../../src/domain/organization';
import type { Db } from '../db/client';
import { companies, companyProfiles, companyReviewEvents, companyReviews, subscriptionExtensions, users } from '../db/schema';
import { addDays, chinaDate } from '../lib/subscription';
import { likeContains } from './resources';

export type CompanyRow = typeof companies.$inferSelect;

export interface Actor {
  id: number;
  name: string;
}

export interface ReviewListFilter {
  status?: ReviewStatus;
  name?: string;
  page: number;
  perPage: number;
}

export interface ServicerListFilter {
  name?: string;
  status?: number;
  appCode?: string;
  page: number;
  perPage: number;
}

export interface CompanyProfileInput {
  name: string;
  contactPhone: string;
  contactName: string;
  address: string;
  licenseNo: string;
  memo: string;
}

/** Each kind of company and the app code its users sign in to. */
export const APP_CODE_OF_TYPE: Record<string, string> = { platform: 'FMZY', servicer: 'BANG', consignor: 'DA', delivery: 'PAI' };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export class CompaniesRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  }

  // ------------------------------------------------------------------ review (the company's own side)

  /** pending / approved / rejected; a company that never went through registration review is approved. */
  async reviewOf(companyId: number): Promise<{ status: ReviewStatus; reason: string; submitted_at: string | null; decided_at: string | null }> {
    const [row] = await this.db.select().from(companyReviews).where(eq(companyReviews.companyId, companyId)).limit(1);
    if (!row) return { status: 'approved', reason: '', submitted_at: null, decided_at: null };
    return { status: row.status as ReviewStatus, reason: row.reason, submitted_at: iso(row.submittedAt), decided_at: iso(row.decidedAt) };
  }

  /** A rejected application goes back to the queue (after the applicant fixed its data). */
  async resubmit(companyId: number, actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(companyReviews)
        .set({ status: 'pending', reason: '', submittedAt: sql`now()`, decidedAt: null, decidedBy: null, updatedAt: sql`now()` })
        .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, 'rejected')))
        .returning({ id: companyReviews.id });
      if (!rows.length) return false;
      await tx.insert(companyReviewEvents).values({ companyId, action: 'resubmitted', actorId: actor.id, actorName: actor.name });
      return true;
    });
  }

  // ------------------------------------------------------------------ review (the platform's side)

  async reviewList(f: ReviewListFilter) {
    const where = and(
      f.status ? eq(companyReviews.status, f.status) : undefined,
      f.name ? ilike(companies.name, likeContains(f.name)) : undefined,
    );
    const mainUser = this.mainUserJoin();
    const base = () =>
      this.db
        .select({
          id: companies.id,
          name: companies.name,
          type: companies.type,
          contact_phone: companies.contactPhone,
          status: companyReviews.status,
          reason: companyReviews.reason,
          submitted_at: companyReviews.submittedAt,
          decided_at: companyReviews.decidedAt,
          qualification_count: sql<number>`cardinality(${companies.qualificationFileids})`,
          username: mainUser.username,
          nickname: mainUser.nickname,
          phone: mainUser.phone,
        })
        .from(companyReviews)
        .innerJoin(companies, eq(companies.id, companyReviews.companyId))
        .leftJoin(mainUser.table, mainUser.on);
    const [rows, [{ total }]] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(companyReviews.submittedAt), desc(companyReviews.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db
        .select({ total: count() })
        .from(companyReviews)
        .innerJoin(companies, eq(companies.id, companyReviews.companyId))
        .where(where),
    ]);
    return {
      list: rows.map((r) => ({
        ...r,
        status: r.status as ReviewStatus,
        submitted_at: iso(r.submitted_at),
        decided_at: iso(r.decided_at),
        qualification_count: Number(r.qualification_count),
        username: r.username ?? '',
        nickname: r.nickname ?? '',
        phone: r.phone ?? '',
      })),
      total: Number(total),
    };
  }

  /** A company under review with its main account, its images and every decision; undefined if it never was. */
  async reviewDetail(companyId: number) {
    const mainUser = this.mainUserJoin();
    const [row] = await this.db
      .select({
        company: companies,
        review: companyReviews,
        username: mainUser.username,
        nickname: mainUser.nickname,
        phone: mainUser.phone,
      })
      .from(companyReviews)
      .innerJoin(companies, eq(companies.id, companyReviews.companyId))
      .leftJoin(mainUser.table, mainUser.on)
      .where(eq(companyReviews.companyId, companyId))
      .limit(1);
    if (!row) return undefined;
    const events = await this.db
      .select()
      .from(companyReviewEvents)
      .where(eq(companyReviewEvents.companyId, companyId))
      .orderBy(desc(companyReviewEvents.createdAt), desc(companyReviewEvents.id));
    const { company, review } = row;
    return {
      id: company.id,
      name: company.name,
      type: company.type,
      app_code: APP_CODE_OF_TYPE[company.type] ?? '',
      contact_phone: company.contactPhone,
      created_at: company.createdAt.toISOString(),
      hosting_end: company.hostingEnd,
      subscribe_version_name: company.subscribeVersionName,
      qualification_fileids: company.qualificationFileids,
      username: row.username ?? '',
      nickname: row.nickname ?? '',
      phone: row.phone ?? '',
      status: review.status as ReviewStatus,
      reason: review.reason,
      submitted_at: iso(review.submittedAt),
      decided_at: iso(review.decidedAt),
      events: events.map((e) => ({ id: e.id, action: e.action, reason: e.reason, actor_name: e.actorName, created_at: e.createdAt.toISOString() })),
    };
  }

  /** Approves or rejects a pending application; false when it is not pending (decided meanwhile). */
  async decide(companyId: number, decision: 'approved' | 'rejected', reason: string, actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(companyReviews)
        .set({ status: decision, reason: decision === 'rejected' ? reason : '', decidedBy: actor.id, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, 'pending')))
        .returning({ id: companyReviews.id });
      if (!rows.length) return false;
      await tx.insert(companyReviewEvents).values({ companyId, action: decision, reason, actorId: actor.id, actorName: actor.name });
      return true;
    });
  }

  /** The company's qualification photo `fileid`, if it is one of them (the reviewer's image access). */
  async hasQualification(companyId: number, fileid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), sql`${fileid} = ANY(${companies.qualificationFileids})`))
      .limit(1);
    return Boolean(row);
  }

  // ------------------------------------------------------------------ servicers (platform)

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
      this.reviewOf(companyId),
      this.profileOf(companyId),
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
   * servicer gets the days it pays for, not days in the past). Logged with who did it.
   */
  async extendSubscription(companyId: number, days: number, actor: Actor): Promise<string | undefined> {
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
      await tx.insert(subscriptionExtensions).values({ companyId, days, previousEnd: company.hostingEnd, newEnd, actorId: actor.id, actorName: actor.name });
      return newEnd;
    });
  }

  // ------------------------------------------------------------------ a company's own details

  async profileOf(companyId: number) {
    const [row] = await this.db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).limit(1);
    return { contact_name: row?.contactName ?? '', address: row?.address ?? '', license_no: row?.licenseNo ?? '', memo: row?.memo ?? '' };
  }

  async info(companyId: number) {
    const company = await this.findById(companyId);
    if (!company) return undefined;
    const [profile, review] = await Promise.all([this.profileOf(companyId), this.reviewOf(companyId)]);
    return {
      id: company.id,
      name: company.name,
      type: company.type,
      app_code: APP_CODE_OF_TYPE[company.type] ?? '',
      contact_phone: company.contactPhone,
      hosting_end: company.hostingEnd,
      subscribe_version_name: company.subscribeVersionName,
      biz_manager_phone: company.bizManagerPhone,
      created_at: company.createdAt.toISOString(),
      qualification_count: company.qualificationFileids.length,
      review_status: review.status,
      ...profile,
    };
  }

  async updateInfo(companyId: number, input: CompanyProfileInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ name: input.name, contactPhone: input.contactPhone, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
      const profile = { contactName: input.contactName, address: input.address, licenseNo: input.licenseNo, memo: input.memo };
      await tx
        .insert(companyProfiles)
        .values({ companyId, ...profile })
        .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...profile, updatedAt: sql`now()` } });
    });
  }

  // ------------------------------------------------------------------ helpers

  private async mainAccount(companyId: number) {
    const [row] = await this.db
      .select({ username: users.username, nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMain, true)))
      .orderBy(asc(users.id))
      .limit(1);
    return row;
  }

  /** The company's first main account (the one that registered it), joined beside a company row. */
  private mainUserJoin() {
    const on: SQL = and(
      eq(users.companyId, companies.id),
      sql`${users.id} = (select min(u2.id) from users u2 where u2.company_id = ${companies.id} and u2.is_main)`,
    )!;
    return { table: users, on, username: users.username, nickname: users.nickname, phone: users.phone };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('companies', new CompaniesRepository(app.db));
  },
  { name: 'companies-repository', dependencies: ['db'] },
);
