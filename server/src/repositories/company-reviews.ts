/** The platform's qualification review of self-registered companies: the queue, one application, the decision. */
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ReviewStatus } from '../../../src/domain/organization';
import type { Db } from '../db/client';
import { companies, companyReviewEvents, companyReviews, users } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { companyHeadline, isoOrNull } from './companies';
import { likeContains } from './resources';

export interface ReviewListFilter {
  status?: ReviewStatus;
  name?: string;
  page: number;
  perPage: number;
}

export class CompanyReviewsRepository {
  constructor(private readonly db: Db) {}

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
        submitted_at: isoOrNull(r.submitted_at),
        decided_at: isoOrNull(r.decided_at),
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
      ...companyHeadline(company),
      created_at: company.createdAt.toISOString(),
      hosting_end: company.hostingEnd,
      subscribe_version_name: company.subscribeVersionName,
      qualification_fileids: company.qualificationFileids,
      username: row.username ?? '',
      nickname: row.nickname ?? '',
      phone: row.phone ?? '',
      status: review.status as ReviewStatus,
      reason: review.reason,
      submitted_at: isoOrNull(review.submittedAt),
      decided_at: isoOrNull(review.decidedAt),
      events: events.map((e) => ({ id: e.id, action: e.action, reason: e.reason, actor_name: e.actorName, created_at: e.createdAt.toISOString() })),
    };
  }

  /** Approves or rejects a pending application (audit-logged); false when it is not pending (decided meanwhile). */
  async decide(companyId: number, decision: 'approved' | 'rejected', reason: string, actor: AuditActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(companyReviews)
        .set({ status: decision, reason: decision === 'rejected' ? reason : '', decidedBy: actor.userId, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, 'pending')))
        .returning({ id: companyReviews.id });
      if (!rows.length) return false;
      await tx.insert(companyReviewEvents).values({ companyId, action: decision, reason, actorId: actor.userId, actorName: actor.name });
      await recordAudit(tx, actor, { action: 'company.review', entityType: 'company', entityId: companyId, before: { review: 'pending' }, after: { review: decision, ...(reason ? { reason } : {}) } });
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
    companyReviews: CompanyReviewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('companyReviews', new CompanyReviewsRepository(app.db));
  },
  { name: 'company-reviews-repository', dependencies: ['db'] },
);
