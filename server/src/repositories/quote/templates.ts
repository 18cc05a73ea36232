/**
 * Consignor quote templates (issue 20, 商家报价模板): a name, a memo, the consignors bound to it (a consignor is in at
 * most one template of the company) and the cards whose party is the template. A consignor without its own card of a
 * kind is priced by its template's card.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TemplateDto, templateBody } from '../../../../src/domain/quote/api';
import type { CardKind } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { quoteCards, quoteCardVersions, quoteTemplateConsignors, quoteTemplates, resources } from '../../db/schema';
import { isUniqueViolation, likeContains } from '../resources';
import { chinaToday, refused, type QuoteActor, type Tx } from './context';
import { partiesByIds } from './parties';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'transaction'>;
type TemplateBody = z.infer<typeof templateBody>;

async function toDtos(db: Reader, companyId: number, rows: (typeof quoteTemplates.$inferSelect)[]): Promise<TemplateDto[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const today = chinaToday();
  const [bound, cards] = await Promise.all([
    db
      .select({ templateId: quoteTemplateConsignors.templateId, id: resources.id, name: resources.name })
      .from(quoteTemplateConsignors)
      .innerJoin(resources, eq(resources.id, quoteTemplateConsignors.consignorId))
      .where(and(eq(quoteTemplateConsignors.companyId, companyId), inArray(quoteTemplateConsignors.templateId, ids)))
      .orderBy(asc(resources.name)),
    db
      .select({
        templateId: quoteCards.partyId,
        id: quoteCards.id,
        kind: quoteCards.kind,
        name: quoteCards.name,
        current: sql<number | null>`(select ${quoteCardVersions.versionNo} from ${quoteCardVersions} where ${quoteCardVersions.cardId} = ${quoteCards.id} and ${quoteCardVersions.state} = 'PUBLISHED' and ${quoteCardVersions.effectiveFrom} <= ${today} and (${quoteCardVersions.effectiveTo} is null or ${quoteCardVersions.effectiveTo} >= ${today}) limit 1)`,
      })
      .from(quoteCards)
      .where(and(eq(quoteCards.companyId, companyId), eq(quoteCards.partyType, 'TEMPLATE'), inArray(quoteCards.partyId, ids)))
      .orderBy(asc(quoteCards.id)),
  ]);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    memo: t.memo,
    consignors: bound.filter((b) => b.templateId === t.id).map(({ id, name }) => ({ id, name })),
    cards: cards.filter((c) => c.templateId === t.id).map((c) => ({ id: c.id, kind: c.kind as CardKind, name: c.name, current_version_no: c.current === null ? null : Number(c.current) })),
  }));
}

export async function listTemplates(db: Reader, companyId: number, q: { keyword: string; page: number; per_page: number }): Promise<{ list: TemplateDto[]; total: number }> {
  const where: SQL = and(eq(quoteTemplates.companyId, companyId), q.keyword ? sql`${quoteTemplates.name} ILIKE ${likeContains(q.keyword)}` : undefined)!;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(quoteTemplates)
      .where(where)
      .orderBy(desc(quoteTemplates.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(quoteTemplates).where(where),
  ]);
  return { list: await toDtos(db, companyId, rows), total };
}

export async function templateDetail(db: Reader, companyId: number, id: number): Promise<TemplateDto | null> {
  const rows = await db.select().from(quoteTemplates).where(and(eq(quoteTemplates.id, id), eq(quoteTemplates.companyId, companyId)));
  return (await toDtos(db, companyId, rows))[0] ?? null;
}

/** Binds exactly these consignors to the template: each a consignor of the company, none in another template. */
async function bind(tx: Tx, actor: QuoteActor, templateId: number, consignorIds: readonly number[]): Promise<void> {
  const ids = [...new Set(consignorIds)];
  const names = await partiesByIds(tx, actor.companyId, 'CONSIGNOR', ids);
  const missing = ids.find((id) => !names.has(id));
  if (missing !== undefined) throw refused('qtConsignorNotFound', {}, 'consignor_ids');
  if (ids.length) {
    const [elsewhere] = await tx
      .select({ consignorId: quoteTemplateConsignors.consignorId, template: quoteTemplates.name })
      .from(quoteTemplateConsignors)
      .innerJoin(quoteTemplates, eq(quoteTemplates.id, quoteTemplateConsignors.templateId))
      .where(and(eq(quoteTemplateConsignors.companyId, actor.companyId), inArray(quoteTemplateConsignors.consignorId, ids), ne(quoteTemplateConsignors.templateId, templateId)))
      .limit(1);
    if (elsewhere) throw refused('qtConsignorInTemplate', { name: names.get(elsewhere.consignorId) ?? '', template: elsewhere.template }, 'consignor_ids');
  }
  await tx.delete(quoteTemplateConsignors).where(and(eq(quoteTemplateConsignors.companyId, actor.companyId), eq(quoteTemplateConsignors.templateId, templateId)));
  if (ids.length) await tx.insert(quoteTemplateConsignors).values(ids.map((consignorId) => ({ companyId: actor.companyId, templateId, consignorId })));
}

const templateRefusal = (error: unknown): never => {
  if (isUniqueViolation(error, 'quote_templates_company_name_uq')) throw refused('qtTemplateNameTaken', {}, 'name');
  if (isUniqueViolation(error, 'quote_template_consignors_uq')) throw refused('qtConsignorInTemplate', { name: '', template: '' }, 'consignor_ids');
  throw error;
};

export async function createTemplate(db: Writer, actor: QuoteActor, body: TemplateBody): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: quoteTemplates.id }).from(quoteTemplates).where(and(eq(quoteTemplates.companyId, actor.companyId), eq(quoteTemplates.name, body.name)));
      if (taken) throw refused('qtTemplateNameTaken', {}, 'name');
      const [row] = await tx.insert(quoteTemplates).values({ companyId: actor.companyId, name: body.name, memo: body.memo }).returning();
      await bind(tx, actor, row.id, body.consignor_ids);
      return row.id;
    });
  } catch (error) {
    return templateRefusal(error);
  }
}

/** null: not the company's template */
export async function patchTemplate(db: Writer, actor: QuoteActor, id: number, body: Partial<TemplateBody>): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(quoteTemplates)
        .where(and(eq(quoteTemplates.id, id), eq(quoteTemplates.companyId, actor.companyId)))
        .for('update');
      if (!row) return false;
      if (body.name !== undefined && body.name !== row.name) {
        const [taken] = await tx.select({ id: quoteTemplates.id }).from(quoteTemplates).where(and(eq(quoteTemplates.companyId, actor.companyId), eq(quoteTemplates.name, body.name)));
        if (taken) throw refused('qtTemplateNameTaken', {}, 'name');
      }
      await tx
        .update(quoteTemplates)
        .set({ ...(body.name !== undefined ? { name: body.name } : {}), ...(body.memo !== undefined ? { memo: body.memo } : {}), updatedAt: new Date() })
        .where(eq(quoteTemplates.id, id));
      if (body.consignor_ids !== undefined) await bind(tx, actor, id, body.consignor_ids);
      // the template's cards show its name as their party
      if (body.name !== undefined) await tx.update(quoteCards).set({ partyName: body.name }).where(and(eq(quoteCards.companyId, actor.companyId), eq(quoteCards.partyType, 'TEMPLATE'), eq(quoteCards.partyId, id)));
      return true;
    });
  } catch (error) {
    return templateRefusal(error);
  }
}
