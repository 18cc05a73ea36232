/**
 * 商家审核 (issue 21, src/domain/finance/consignor-terms.ts): a consignor's credit terms — proposed, approved or rejected
 * by finance — and `paymentTermOf`, the one function the bills read a consignor's payment term through.
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsignorTermsDto, ConsignorTermsEventDto, termsListQuery, termsSubmitBody } from '../../../../src/domain/finance/accounts-api';
import { DEFAULT_PAYMENT_TERM, reviewNext, termsRefusal, type PaymentTerm, type ReviewAction, type ReviewState } from '../../../../src/domain/finance/consignor-terms';
import { REVIEW_ACTION_LABELS, REVIEW_STATE_LABELS } from '../../../../src/domain/finance/messages';
import { ALL_ROWS, type DataScope } from '../../../../src/domain/admin/data-scope';
import type { Db } from '../../db/client';
import { consignorTermEvents, consignorTerms, resources } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { scopeWhere } from '../admin/data-roles-scope';
import type { FinanceActor } from './ledger';

type Reader = Pick<Db, 'select'>;

/**
 * The payment term in force for a consignor of `companyId`: the last approved review's, else 'MONTHLY' (a consignor
 * never reviewed is billed monthly). A pending or rejected proposal changes nothing.
 */
export async function paymentTermOf(db: Reader, companyId: number, consignorId: number): Promise<PaymentTerm> {
  const [row] = await db
    .select({ term: consignorTerms.paymentTerm })
    .from(consignorTerms)
    .where(and(eq(consignorTerms.companyId, companyId), eq(consignorTerms.consignorId, consignorId)));
  return (row?.term as PaymentTerm | null) ?? DEFAULT_PAYMENT_TERM;
}

/** The terms in force of every reviewed consignor of the company (consignor id → term); the others are 'MONTHLY'. */
export async function paymentTermsOf(db: Reader, companyId: number): Promise<Map<number, PaymentTerm>> {
  const rows = await db
    .select({ consignorId: consignorTerms.consignorId, term: consignorTerms.paymentTerm })
    .from(consignorTerms)
    .where(and(eq(consignorTerms.companyId, companyId), sql`${consignorTerms.paymentTerm} IS NOT NULL`));
  return new Map(rows.map((r) => [r.consignorId, r.term as PaymentTerm]));
}

const termsColumns = {
  id: consignorTerms.id,
  consignorId: consignorTerms.consignorId,
  consignorName: sql<string>`coalesce(${resources.name}, '')`,
  status: consignorTerms.status,
  paymentTerm: consignorTerms.paymentTerm,
  creditLimitCents: consignorTerms.creditLimitCents,
  proposedTerm: consignorTerms.proposedTerm,
  proposedLimitCents: consignorTerms.proposedLimitCents,
  memo: consignorTerms.memo,
  reason: consignorTerms.reason,
  submittedByName: consignorTerms.submittedByName,
  submittedAt: consignorTerms.submittedAt,
  reviewedByName: consignorTerms.reviewedByName,
  reviewedAt: consignorTerms.reviewedAt,
};

type TermsRow = { id: number; consignorId: number; consignorName: string; status: string; paymentTerm: string | null; creditLimitCents: number; proposedTerm: string; proposedLimitCents: number; memo: string; reason: string; submittedByName: string; submittedAt: Date; reviewedByName: string; reviewedAt: Date | null };

const toDto = (r: TermsRow): ConsignorTermsDto => ({
  id: r.id,
  consignor_id: r.consignorId,
  consignor_name: r.consignorName,
  status: r.status as ReviewState,
  payment_term: r.paymentTerm as PaymentTerm | null,
  credit_limit_cents: Number(r.creditLimitCents),
  proposed_term: r.proposedTerm as PaymentTerm,
  proposed_limit_cents: Number(r.proposedLimitCents),
  memo: r.memo,
  reason: r.reason,
  submitted_by_name: r.submittedByName,
  submitted_at: r.submittedAt.toISOString(),
  reviewed_by_name: r.reviewedByName,
  reviewed_at: r.reviewedAt?.toISOString() ?? null,
});

const termsFrom = (db: Reader, where: SQL | undefined) =>
  db.select(termsColumns).from(consignorTerms).leftJoin(resources, eq(resources.id, consignorTerms.consignorId)).where(where);

/** pending reviews first, then by consignor name */
export async function listConsignorTerms(db: Reader, companyId: number, q: z.infer<typeof termsListQuery>, scope: DataScope = ALL_ROWS): Promise<{ list: ConsignorTermsDto[]; total: number }> {
  const where = and(
    eq(consignorTerms.companyId, companyId),
    scopeWhere('consignorTerms', scope),
    q.status ? eq(consignorTerms.status, q.status) : undefined,
    q.keyword ? ilike(resources.name, `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    termsFrom(db, where)
      .orderBy(sql`(${consignorTerms.status} = 'PENDING') DESC`, desc(consignorTerms.submittedAt), consignorTerms.id)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(consignorTerms).leftJoin(resources, eq(resources.id, consignorTerms.consignorId)).where(where),
  ]);
  return { list: rows.map(toDto), total };
}

/** the review with its history, oldest event first; 404 for another company's (or, under a data role, a consignor outside it) */
export async function consignorTermsDetail(db: Reader, companyId: number, id: number, scope: DataScope = ALL_ROWS): Promise<ConsignorTermsDto & { events: ConsignorTermsEventDto[] }> {
  const [row] = await termsFrom(db, and(eq(consignorTerms.companyId, companyId), scopeWhere('consignorTerms', scope), eq(consignorTerms.id, id)));
  if (!row) throw new HttpError(404, 'notFound');
  const events = await db.select().from(consignorTermEvents).where(eq(consignorTermEvents.termsId, id)).orderBy(asc(consignorTermEvents.id));
  return {
    ...toDto(row),
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      payment_term: e.paymentTerm,
      credit_limit_cents: Number(e.creditLimitCents),
      note: e.note,
      by_name: e.byName,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

const refuseTransition = (state: ReviewState | null, action: ReviewAction, lang: FinanceActor['lang']) =>
  badRequest('fnReviewTransition', { state: state ? REVIEW_STATE_LABELS[state][lang] : '—', action: REVIEW_ACTION_LABELS[action][lang] });

/** Proposes terms for a consignor of the company (a new review, or a revision of its current one); the review's id. */
export async function submitConsignorTerms(db: Db, actor: FinanceActor, body: z.infer<typeof termsSubmitBody>): Promise<number> {
  const refusal = termsRefusal(body.payment_term, body.credit_limit_cents);
  if (refusal) throw badRequest(refusal as 'fnNotFen');
  return db.transaction(async (tx) => {
    const [consignor] = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.companyId, actor.companyId), eq(resources.id, body.consignor_id), eq(resources.objectType, 'consignor')));
    // a consignor outside a sub-account's data role is refused like an unknown one
    const inScope = !actor.scope || actor.scope.kind === 'all' || (actor.scope.kind === 'chosen' && actor.scope.consignorIds.includes(body.consignor_id));
    if (!consignor || !inScope) throw badRequest('fnConsignorInvalid');
    const now = new Date();
    const [created] = await tx
      .insert(consignorTerms)
      .values({ companyId: actor.companyId, consignorId: body.consignor_id, status: 'PENDING', proposedTerm: body.payment_term, proposedLimitCents: body.credit_limit_cents, memo: body.memo, submittedByName: actor.name, submittedAt: now })
      .onConflictDoNothing()
      .returning({ id: consignorTerms.id });
    const [row] = await tx
      .select({ id: consignorTerms.id, status: consignorTerms.status })
      .from(consignorTerms)
      .where(and(eq(consignorTerms.companyId, actor.companyId), eq(consignorTerms.consignorId, body.consignor_id)))
      .for('update');
    const from = created ? null : (row.status as ReviewState);
    if (!reviewNext(from, 'submit')) throw refuseTransition(from, 'submit', actor.lang);
    await tx
      .update(consignorTerms)
      .set({ status: 'PENDING', proposedTerm: body.payment_term, proposedLimitCents: body.credit_limit_cents, memo: body.memo, reason: '', submittedByName: actor.name, submittedAt: now, updatedAt: now })
      .where(eq(consignorTerms.id, row.id));
    await tx.insert(consignorTermEvents).values({ companyId: actor.companyId, termsId: row.id, action: 'submit', fromStatus: from ?? '', toStatus: 'PENDING', paymentTerm: body.payment_term, creditLimitCents: body.credit_limit_cents, note: body.memo, byUserId: actor.userId, byName: actor.name });
    return row.id;
  });
}

/** Finance approves the proposal (it becomes the terms in force) or rejects it with a reason (the terms in force stay). */
export async function decideConsignorTerms(db: Db, actor: FinanceActor, id: number, action: 'approve' | 'reject', reason = ''): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(consignorTerms)
      .where(and(eq(consignorTerms.companyId, actor.companyId), scopeWhere('consignorTerms', actor.scope ?? ALL_ROWS), eq(consignorTerms.id, id)))
      .for('update');
    if (!row) throw new HttpError(404, 'notFound');
    const from = row.status as ReviewState;
    const to = reviewNext(from, action);
    if (!to) throw refuseTransition(from, action, actor.lang);
    const now = new Date();
    await tx
      .update(consignorTerms)
      .set({
        status: to,
        ...(action === 'approve' ? { paymentTerm: row.proposedTerm, creditLimitCents: row.proposedLimitCents } : {}),
        reason: action === 'reject' ? reason : '',
        reviewedByName: actor.name,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(consignorTerms.id, id));
    await tx.insert(consignorTermEvents).values({ companyId: actor.companyId, termsId: id, action, fromStatus: from, toStatus: to, paymentTerm: row.proposedTerm, creditLimitCents: row.proposedLimitCents, note: reason, byUserId: actor.userId, byName: actor.name });
  });
}
