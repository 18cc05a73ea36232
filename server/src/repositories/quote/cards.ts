/**
 * Rate cards as the pricing engine reads them (issue 20, src/domain/quote/README.md): a company's cards with their
 * published versions (drafts never price), and the quote template a consignor is bound to.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CardKind, CardVersion, PartyType, RateCard, RateRow, VersionState } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { quoteCards, quoteCardVersions, quoteTemplateConsignors } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
export type CardRow = typeof quoteCards.$inferSelect;
export type VersionRow = typeof quoteCardVersions.$inferSelect;

export const toCardVersion = (v: VersionRow): CardVersion => ({
  id: v.id,
  version_no: v.versionNo,
  effective_from: v.effectiveFrom,
  effective_to: v.effectiveTo,
  state: v.state as VersionState,
  rows: v.rows as RateRow[],
});

export const toRateCard = (c: CardRow, versions: VersionRow[]): RateCard => ({
  id: c.id,
  kind: c.kind as CardKind,
  name: c.name,
  party_type: c.partyType as PartyType,
  party_id: c.partyId,
  party_name: c.partyName,
  status: c.status,
  versions: versions.map(toCardVersion),
});

/** Every card of the company (disabled ones included, with their status) and its published versions, oldest first. */
export async function loadCompanyCards(db: Reader, companyId: number, kinds?: readonly CardKind[]): Promise<RateCard[]> {
  const cardFilter = kinds?.length ? and(eq(quoteCards.companyId, companyId), inArray(quoteCards.kind, [...kinds])) : eq(quoteCards.companyId, companyId);
  const cards = await db.select().from(quoteCards).where(cardFilter).orderBy(asc(quoteCards.id));
  if (cards.length === 0) return [];
  const versions = await db
    .select()
    .from(quoteCardVersions)
    .where(
      and(
        eq(quoteCardVersions.companyId, companyId),
        eq(quoteCardVersions.state, 'PUBLISHED'),
        inArray(
          quoteCardVersions.cardId,
          cards.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(quoteCardVersions.cardId), asc(quoteCardVersions.effectiveFrom), asc(quoteCardVersions.id));
  const byCard = new Map<number, VersionRow[]>();
  for (const v of versions) byCard.set(v.cardId, [...(byCard.get(v.cardId) ?? []), v]);
  return cards.map((c) => toRateCard(c, byCard.get(c.id) ?? []));
}

/** The quote template the consignor is bound to in the company, or null. */
export async function templateOfConsignor(db: Reader, companyId: number, consignorId: number): Promise<number | null> {
  const [row] = await db
    .select({ templateId: quoteTemplateConsignors.templateId })
    .from(quoteTemplateConsignors)
    .where(and(eq(quoteTemplateConsignors.companyId, companyId), eq(quoteTemplateConsignors.consignorId, consignorId)));
  return row?.templateId ?? null;
}
