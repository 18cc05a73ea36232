/**
 * Writing rate cards and their versions (issue 20, src/domain/quote/README.md "Cards, versions, rows"): a card with
 * its first draft; a new draft version (copied from the latest or from rows given), numbered 1, 2, 3… per card; a
 * draft's dates and rows; publishing (refused when it would overlap another published version; the previous
 * open-ended one is closed the day before); deleting a draft. A published version is never edited nor deleted.
 * Every id is the company's: another company's card or version is not found (null).
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { cardCreateBody, cardPatchBody, versionCreateBody, versionPutBody } from '../../../../src/domain/quote/api';
import type { CardKind, Currency, PartyType, RateRow } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { quoteCards, quoteCardVersions } from '../../db/schema';
import { isUniqueViolation } from '../resources';
import type { CardRow, VersionRow } from './cards';
import { addDays, checkDates, refused, validRows, type QuoteActor, type Tx } from './context';
import { resolveParty } from './parties';

type Writer = Pick<Db, 'transaction'>;

export async function lockCard(tx: Tx, companyId: number, id: number): Promise<CardRow | null> {
  const [row] = await tx
    .select()
    .from(quoteCards)
    .where(and(eq(quoteCards.id, id), eq(quoteCards.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** the version of the company and its card, the card locked (versions of one card change one at a time) */
async function lockVersion(tx: Tx, companyId: number, id: number): Promise<{ card: CardRow; version: VersionRow } | null> {
  const [v] = await tx
    .select()
    .from(quoteCardVersions)
    .where(and(eq(quoteCardVersions.id, id), eq(quoteCardVersions.companyId, companyId)));
  if (!v) return null;
  const card = await lockCard(tx, companyId, v.cardId);
  if (!card) return null;
  const [version] = await tx.select().from(quoteCardVersions).where(eq(quoteCardVersions.id, id));
  return version ? { card, version } : null;
}

async function nextVersionNo(tx: Tx, cardId: number): Promise<number> {
  const [last] = await tx.select({ no: quoteCardVersions.versionNo }).from(quoteCardVersions).where(eq(quoteCardVersions.cardId, cardId)).orderBy(desc(quoteCardVersions.versionNo)).limit(1);
  return (last?.no ?? 0) + 1;
}

/** Inserts a draft version of the (locked) card. */
export async function insertDraft(tx: Tx, actor: QuoteActor, card: CardRow, from: string, to: string | null, rows: RateRow[]): Promise<VersionRow> {
  const [row] = await tx
    .insert(quoteCardVersions)
    .values({
      companyId: actor.companyId,
      cardId: card.id,
      versionNo: await nextVersionNo(tx, card.id),
      effectiveFrom: from,
      effectiveTo: to,
      state: 'DRAFT',
      rows,
      rowCount: rows.length,
      createdBy: actor.userId,
      createdByName: actor.name,
    })
    .returning();
  await tx.update(quoteCards).set({ updatedAt: new Date() }).where(eq(quoteCards.id, card.id));
  return row;
}

/** Inserts a card (the party checked and free) without versions. */
export async function insertCard(tx: Tx, actor: QuoteActor, c: { kind: CardKind; name: string; partyType: PartyType; partyId: number | null; currency?: Currency }): Promise<CardRow> {
  const party = await resolveParty(tx, actor.companyId, c.kind, c.partyType, c.partyId);
  const [taken] = await tx
    .select({ id: quoteCards.id })
    .from(quoteCards)
    .where(
      and(
        eq(quoteCards.companyId, actor.companyId),
        eq(quoteCards.kind, c.kind),
        party.partyId === null ? isNull(quoteCards.partyId) : and(eq(quoteCards.partyType, party.partyType), eq(quoteCards.partyId, party.partyId)),
      ),
    )
    .limit(1);
  if (taken && party.partyId === null) throw refused('qtDefaultExists', {}, 'party_id');
  if (taken) throw refused('qtPartyCardExists', { name: party.partyName }, 'party_id');
  try {
    const [row] = await tx
      .insert(quoteCards)
      .values({ companyId: actor.companyId, kind: c.kind, name: c.name, ...party, currency: c.currency ?? 'CNY', createdBy: actor.userId, createdByName: actor.name })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'quote_cards_default_uq')) throw refused('qtDefaultExists', {}, 'party_id');
    if (isUniqueViolation(error, 'quote_cards_party_uq')) throw refused('qtPartyCardExists', { name: party.partyName }, 'party_id');
    throw error;
  }
}

/** A card with its first version, a draft. */
export async function createCard(db: Writer, actor: QuoteActor, body: z.infer<typeof cardCreateBody>): Promise<number> {
  checkDates(body.effective_from, body.effective_to);
  const rows = validRows(body.kind, body.rows, actor.lang);
  return db.transaction(async (tx) => {
    const card = await insertCard(tx, actor, { kind: body.kind, name: body.name, partyType: body.party_type, partyId: body.party_id, currency: body.currency });
    await insertDraft(tx, actor, card, body.effective_from, body.effective_to, rows);
    return card.id;
  });
}

export async function patchCard(db: Writer, actor: QuoteActor, id: number, body: z.infer<typeof cardPatchBody>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, actor.companyId, id);
    if (!card) return false;
    const now = new Date();
    // enabling or disabling a card changes the prices of every date its versions cover: a re-pricing reaches them
    const toggled = body.status !== undefined && body.status !== card.status;
    await tx
      .update(quoteCards)
      .set({ ...(body.name !== undefined ? { name: body.name } : {}), ...(body.status !== undefined ? { status: body.status } : {}), ...(toggled ? { ratesChangedAt: now } : {}), updatedAt: now })
      .where(eq(quoteCards.id, id));
    return true;
  });
}

/** A new draft of the card: the rows given, or the latest version's. null: not the company's card. */
export async function createVersion(db: Writer, actor: QuoteActor, cardId: number, body: z.infer<typeof versionCreateBody>): Promise<number | null> {
  checkDates(body.effective_from, body.effective_to);
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, actor.companyId, cardId);
    if (!card) return null;
    let rows: RateRow[];
    if (body.rows) rows = validRows(card.kind as CardKind, body.rows, actor.lang);
    else {
      const [latest] = await tx.select({ rows: quoteCardVersions.rows }).from(quoteCardVersions).where(eq(quoteCardVersions.cardId, card.id)).orderBy(desc(quoteCardVersions.versionNo)).limit(1);
      rows = latest?.rows ?? [];
    }
    return (await insertDraft(tx, actor, card, body.effective_from, body.effective_to, rows)).id;
  });
}

/** A draft's dates and rows replaced. null: not the company's version; a published version is refused. */
export async function putVersion(db: Writer, actor: QuoteActor, id: number, body: z.infer<typeof versionPutBody>): Promise<boolean> {
  checkDates(body.effective_from, body.effective_to);
  return db.transaction(async (tx) => {
    const found = await lockVersion(tx, actor.companyId, id);
    if (!found) return false;
    if (found.version.state !== 'DRAFT') throw refused('qtPublishedReadOnly', {}, 'id');
    const rows = validRows(found.card.kind as CardKind, body.rows, actor.lang);
    await tx.update(quoteCardVersions).set({ effectiveFrom: body.effective_from, effectiveTo: body.effective_to, rows, rowCount: rows.length }).where(eq(quoteCardVersions.id, id));
    await tx.update(quoteCards).set({ updatedAt: new Date() }).where(eq(quoteCards.id, found.card.id));
    return true;
  });
}

/** A draft's rows replaced or appended to (rows already validated). */
export async function replaceDraftRows(db: Writer, actor: QuoteActor, id: number, rows: RateRow[], mode: 'replace' | 'append'): Promise<{ kind: CardKind } | null> {
  return db.transaction(async (tx) => {
    const found = await lockVersion(tx, actor.companyId, id);
    if (!found) return null;
    if (found.version.state !== 'DRAFT') throw refused('qtPublishedReadOnly', {}, 'id');
    const next = mode === 'append' ? [...found.version.rows, ...rows] : rows;
    if (next.length > 5000) throw refused('qtTooManyRows', {}, 'rows');
    await tx.update(quoteCardVersions).set({ rows: next, rowCount: next.length }).where(eq(quoteCardVersions.id, id));
    return { kind: found.card.kind as CardKind };
  });
}

/** The card's kind and whether the version is an editable draft of the company (null: not found). */
export async function draftKind(db: Pick<Db, 'select'>, companyId: number, id: number): Promise<{ kind: CardKind; state: string } | null> {
  const [row] = await db
    .select({ kind: quoteCards.kind, state: quoteCardVersions.state })
    .from(quoteCardVersions)
    .innerJoin(quoteCards, eq(quoteCards.id, quoteCardVersions.cardId))
    .where(and(eq(quoteCardVersions.id, id), eq(quoteCardVersions.companyId, companyId)));
  return row ? { kind: row.kind as CardKind, state: row.state } : null;
}

/**
 * Publishes a draft of the locked card: the previous open-ended version starting before it is closed the day before;
 * any other overlap with a published version is refused (nothing written).
 */
export async function publishLocked(tx: Tx, card: CardRow, version: VersionRow): Promise<void> {
  if (version.state !== 'DRAFT') throw refused('qtPublishedReadOnly', {}, 'id');
  if (version.rowCount === 0) throw refused('qtNoRows', {}, 'rows');
  const from = version.effectiveFrom;
  const to = version.effectiveTo;
  const published = await tx
    .select()
    .from(quoteCardVersions)
    .where(and(eq(quoteCardVersions.cardId, card.id), eq(quoteCardVersions.state, 'PUBLISHED'), ne(quoteCardVersions.id, version.id)));
  let close: VersionRow | null = null;
  for (const p of published) {
    if (p.effectiveTo === null && p.effectiveFrom < from) {
      close = p;
      continue;
    }
    const overlaps = (to === null || p.effectiveFrom <= to) && (p.effectiveTo === null || p.effectiveTo >= from);
    if (overlaps) throw refused('qtVersionOverlap', { no: p.versionNo, from: p.effectiveFrom, to: p.effectiveTo ?? '∞' }, 'effective_from');
  }
  if (close) await tx.update(quoteCardVersions).set({ effectiveTo: addDays(from, -1) }).where(eq(quoteCardVersions.id, close.id));
  await tx.update(quoteCardVersions).set({ state: 'PUBLISHED', publishedAt: new Date() }).where(eq(quoteCardVersions.id, version.id));
  await tx.update(quoteCards).set({ updatedAt: new Date() }).where(eq(quoteCards.id, card.id));
}

export async function publishVersion(db: Writer, actor: QuoteActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await lockVersion(tx, actor.companyId, id);
    if (!found) return false;
    await publishLocked(tx, found.card, found.version);
    return true;
  });
}

/** Deletes a draft; a published version is refused. */
export async function deleteVersion(db: Writer, actor: QuoteActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await lockVersion(tx, actor.companyId, id);
    if (!found) return false;
    if (found.version.state !== 'DRAFT') throw refused('qtPublishedNoDelete', {}, 'id');
    await tx.delete(quoteCardVersions).where(eq(quoteCardVersions.id, id));
    return true;
  });
}
