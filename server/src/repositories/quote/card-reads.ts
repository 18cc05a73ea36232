/**
 * Reading rate cards (issue 20): the list of a kind's cards with the version in force today and the latest one, a
 * card with all its versions, one version with its rows. Only the company's rows; another company's id is null.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CardDto, cardListQuery, VersionDto } from '../../../../src/domain/quote/api';
import type { CardKind, Currency, PartyType, RateRow, VersionState } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { quoteCards, quoteCardVersions } from '../../db/schema';
import { likeContains } from '../resources';
import type { CardRow, VersionRow } from './cards';
import { chinaToday } from './context';

type Reader = Pick<Db, 'select'>;
type VersionHead = Omit<VersionRow, 'rows'>;

const headColumns = {
  id: quoteCardVersions.id,
  companyId: quoteCardVersions.companyId,
  cardId: quoteCardVersions.cardId,
  versionNo: quoteCardVersions.versionNo,
  effectiveFrom: quoteCardVersions.effectiveFrom,
  effectiveTo: quoteCardVersions.effectiveTo,
  state: quoteCardVersions.state,
  rowCount: quoteCardVersions.rowCount,
  createdBy: quoteCardVersions.createdBy,
  createdByName: quoteCardVersions.createdByName,
  createdAt: quoteCardVersions.createdAt,
  publishedAt: quoteCardVersions.publishedAt,
};

export const toVersionHead = (v: VersionHead): Omit<VersionDto, 'rows'> => ({
  id: v.id,
  card_id: v.cardId,
  version_no: v.versionNo,
  effective_from: v.effectiveFrom,
  effective_to: v.effectiveTo,
  state: v.state as VersionState,
  row_count: v.rowCount,
  created_by_name: v.createdByName,
  created_at: v.createdAt.toISOString(),
  published_at: v.publishedAt?.toISOString() ?? null,
});

export const toVersionDto = (v: VersionRow): VersionDto => ({ ...toVersionHead(v), rows: v.rows as RateRow[] });

/** the published version whose range contains the day */
export const inForce = <V extends Pick<VersionHead, 'state' | 'effectiveFrom' | 'effectiveTo'>>(versions: readonly V[], day: string): V | null =>
  versions.find((v) => v.state === 'PUBLISHED' && v.effectiveFrom <= day && (v.effectiveTo === null || v.effectiveTo >= day)) ?? null;

function toCardDto(c: CardRow, versions: readonly VersionHead[], today: string): CardDto {
  const current = inForce(versions, today);
  const latest = versions.reduce<VersionHead | null>((a, v) => (!a || v.versionNo > a.versionNo ? v : a), null);
  return {
    id: c.id,
    kind: c.kind as CardKind,
    name: c.name,
    party_type: c.partyType as PartyType,
    party_id: c.partyId,
    party_name: c.partyName,
    currency: c.currency as Currency,
    status: c.status,
    current_version: current ? toVersionHead(current) : null,
    latest_version: latest ? toVersionHead(latest) : null,
    updated_at: c.updatedAt.toISOString(),
  };
}

async function headsOf(db: Reader, cardIds: number[]): Promise<Map<number, VersionHead[]>> {
  const map = new Map<number, VersionHead[]>();
  if (cardIds.length === 0) return map;
  const rows = await db.select(headColumns).from(quoteCardVersions).where(inArray(quoteCardVersions.cardId, cardIds)).orderBy(asc(quoteCardVersions.versionNo));
  for (const v of rows) map.set(v.cardId, [...(map.get(v.cardId) ?? []), v]);
  return map;
}

export async function listCards(db: Reader, companyId: number, q: z.infer<typeof cardListQuery>): Promise<{ list: CardDto[]; total: number }> {
  const like = q.keyword ? likeContains(q.keyword) : null;
  const where: SQL = and(
    eq(quoteCards.companyId, companyId),
    eq(quoteCards.kind, q.kind),
    q.party_type ? eq(quoteCards.partyType, q.party_type) : undefined,
    q.party_id ? eq(quoteCards.partyId, q.party_id) : undefined,
    q.status !== undefined ? eq(quoteCards.status, q.status) : undefined,
    like ? or(sql`${quoteCards.name} ILIKE ${like}`, sql`${quoteCards.partyName} ILIKE ${like}`) : undefined,
  )!;
  const [cards, [{ total }]] = await Promise.all([
    db
      .select()
      .from(quoteCards)
      .where(where)
      .orderBy(sql`${quoteCards.partyId} is not null`, desc(quoteCards.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(quoteCards).where(where),
  ]);
  const heads = await headsOf(
    db,
    cards.map((c) => c.id),
  );
  const today = chinaToday();
  return { list: cards.map((c) => toCardDto(c, heads.get(c.id) ?? [], today)), total };
}

export async function cardDetail(db: Reader, companyId: number, id: number): Promise<CardDto | null> {
  const [card] = await db.select().from(quoteCards).where(and(eq(quoteCards.id, id), eq(quoteCards.companyId, companyId)));
  if (!card) return null;
  const versions = await db.select().from(quoteCardVersions).where(eq(quoteCardVersions.cardId, id)).orderBy(asc(quoteCardVersions.versionNo));
  return { ...toCardDto(card, versions, chinaToday()), versions: versions.map(toVersionDto) };
}

export async function versionDetail(db: Reader, companyId: number, id: number): Promise<VersionDto | null> {
  const [v] = await db.select().from(quoteCardVersions).where(and(eq(quoteCardVersions.id, id), eq(quoteCardVersions.companyId, companyId)));
  return v ? toVersionDto(v) : null;
}

/** the company default card of a kind (party_id null), if any */
export async function defaultCard(db: Reader, companyId: number, kind: CardKind): Promise<CardRow | null> {
  const [card] = await db
    .select()
    .from(quoteCards)
    .where(and(eq(quoteCards.companyId, companyId), eq(quoteCards.kind, kind), isNull(quoteCards.partyId)));
  return card ?? null;
}
