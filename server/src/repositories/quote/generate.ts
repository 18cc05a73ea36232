/**
 * 商家报价生成 (issue 20): a template's cards written as consignors' own cards, every price adjusted by ± basis
 * points and rounded (src/domain/quote/generate.ts). The preview stores nothing; apply writes, in one transaction,
 * a new version of each consignor's own card of the kind (or a new card), as a draft or published.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { GenerateAnswer, generateBody, GeneratePreviewDto } from '../../../../src/domain/quote/api';
import { adjustRows } from '../../../../src/domain/quote/generate';
import { CARD_KIND_INFO, type CardKind } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { quoteCards, quoteCardVersions, quoteTemplates } from '../../db/schema';
import { insertCard, insertDraft, lockCard, publishLocked } from './card-writes';
import { inForce } from './card-reads';
import { checkDates, refused, type QuoteActor } from './context';
import { partiesByIds } from './parties';

type GenerateBody = z.infer<typeof generateBody>;
type Reader = Pick<Db, 'select'>;

export async function generatePreview(db: Reader, actor: QuoteActor, body: GenerateBody): Promise<GeneratePreviewDto> {
  checkDates(body.effective_from, null);
  const [template] = await db.select().from(quoteTemplates).where(and(eq(quoteTemplates.id, body.template_id), eq(quoteTemplates.companyId, actor.companyId)));
  if (!template) throw refused('qtPartyNotFound', {}, 'template_id');
  const names = await partiesByIds(db, actor.companyId, 'CONSIGNOR', body.consignor_ids);
  if (body.consignor_ids.some((id) => !names.has(id))) throw refused('qtConsignorNotFound', {}, 'consignor_ids');
  const cards = await db
    .select()
    .from(quoteCards)
    .where(and(eq(quoteCards.companyId, actor.companyId), eq(quoteCards.partyType, 'TEMPLATE'), eq(quoteCards.partyId, template.id), eq(quoteCards.status, 1)))
    .orderBy(asc(quoteCards.id));
  const versions = cards.length
    ? await db
        .select()
        .from(quoteCardVersions)
        .where(and(inArray(quoteCardVersions.cardId, cards.map((c) => c.id)), eq(quoteCardVersions.state, 'PUBLISHED')))
        .orderBy(asc(quoteCardVersions.versionNo))
    : [];
  const sources = cards.flatMap((card) => {
    const own = versions.filter((v) => v.cardId === card.id);
    const version = inForce(own, body.effective_from) ?? own.at(-1);
    return version ? [{ card, version }] : [];
  });
  if (sources.length === 0) throw refused('qtTemplateNoCards', {}, 'template_id');
  const consignorIds = [...new Set(body.consignor_ids)];
  const existing = await db
    .select({ id: quoteCards.id, kind: quoteCards.kind, partyId: quoteCards.partyId })
    .from(quoteCards)
    .where(and(eq(quoteCards.companyId, actor.companyId), eq(quoteCards.partyType, 'CONSIGNOR'), inArray(quoteCards.partyId, consignorIds)));
  return {
    cards: consignorIds.flatMap((consignorId) =>
      sources.map(({ card, version }) => {
        const kind = card.kind as CardKind;
        const { rows, changes } = adjustRows(version.rows, body.adjust_bp, body.rounding);
        const consignorName = names.get(consignorId) ?? '';
        return {
          consignor_id: consignorId,
          consignor_name: consignorName,
          kind,
          name: `${consignorName} ${CARD_KIND_INFO[kind].zh}`.slice(0, 50),
          existing_card_id: existing.find((e) => e.kind === kind && e.partyId === consignorId)?.id ?? null,
          rows,
          changes,
        };
      }),
    ),
  };
}

/** Writes the preview's cards; a publish that would overlap a published version refuses the whole apply. */
export async function generateApply(db: Reader & Pick<Db, 'transaction'>, actor: QuoteActor, body: GenerateBody): Promise<GenerateAnswer> {
  const preview = await generatePreview(db, actor, body);
  return db.transaction(async (tx) => {
    const written: GenerateAnswer['cards'] = [];
    for (const c of preview.cards) {
      const card = c.existing_card_id
        ? await lockCard(tx, actor.companyId, c.existing_card_id)
        : await insertCard(tx, actor, { kind: c.kind, name: c.name, partyType: 'CONSIGNOR', partyId: c.consignor_id });
      if (!card) throw refused('qtPartyNotFound', {}, 'consignor_ids');
      const version = await insertDraft(tx, actor, card, body.effective_from, null, c.rows);
      if (body.publish) await publishLocked(tx, card, version);
      written.push({ consignor_id: c.consignor_id, kind: c.kind, card_id: card.id, version_id: version.id });
    }
    return { cards: written };
  });
}
