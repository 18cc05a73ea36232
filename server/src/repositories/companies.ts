/**
 * Companies (tenants): the row behind the subscription expiry check, a company's own details and its own
 * side of the qualification review. The platform's side lives in company-reviews.ts and servicer-companies.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ReviewStatus } from '../../../src/domain/organization';
import type { Db } from '../db/client';
import { companies, companyProfiles, companyReviewEvents, companyReviews } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';

export type CompanyRow = typeof companies.$inferSelect;

export interface Actor {
  id: number;
  name: string;
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

export const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/** The fields every view of one company opens with. */
export const companyHeadline = (company: CompanyRow) => ({
  id: company.id,
  name: company.name,
  type: company.type,
  app_code: APP_CODE_OF_TYPE[company.type] ?? '',
  contact_phone: company.contactPhone,
});

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
    return { status: row.status as ReviewStatus, reason: row.reason, submitted_at: isoOrNull(row.submittedAt), decided_at: isoOrNull(row.decidedAt) };
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
      ...companyHeadline(company),
      hosting_end: company.hostingEnd,
      subscribe_version_name: company.subscribeVersionName,
      biz_manager_phone: company.bizManagerPhone,
      created_at: company.createdAt.toISOString(),
      qualification_count: company.qualificationFileids.length,
      review_status: review.status,
      ...profile,
    };
  }

  /** The company's details, audited (company.update, before and after) in the same transaction. */
  async updateInfo(actor: AuditActor, companyId: number, input: CompanyProfileInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const details = async () => {
        const [c] = await tx.select({ name: companies.name, contactPhone: companies.contactPhone }).from(companies).where(eq(companies.id, companyId));
        const [p] = await tx.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId));
        return { name: c?.name ?? '', contactPhone: c?.contactPhone ?? '', contactName: p?.contactName ?? '', address: p?.address ?? '', licenseNo: p?.licenseNo ?? '', memo: p?.memo ?? '' };
      };
      const before = await details();
      await tx
        .update(companies)
        .set({ name: input.name, contactPhone: input.contactPhone, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
      const profile = { contactName: input.contactName, address: input.address, licenseNo: input.licenseNo, memo: input.memo };
      await tx
        .insert(companyProfiles)
        .values({ companyId, ...profile })
        .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...profile, updatedAt: sql`now()` } });
      await recordAudit(tx, actor, { action: 'company.update', entityType: 'company', entityId: companyId, before, after: await details() });
    });
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
