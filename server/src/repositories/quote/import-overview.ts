/**
 * Excel import into a draft (rows the worker read, validated row by row: any bad row refuses the whole import with
 * the list of row errors, nothing written) and the overview (报价总览: cards per kind, consignors shipping to
 * districts no CONSIGNOR_BASIC card covers, published versions ending within 30 days with no successor).
 */
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ImportAnswer, importBody, ImportRowError, OverviewDto } from '../../../../src/domain/quote/api';
import { cellsToRow } from '../../../../src/domain/quote/import-columns';
import { CARD_KINDS, type AreaZone, type CardKind } from '../../../../src/domain/quote/model';
import { serverMessage } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { orders, quoteCards, quoteCardVersions, quoteTemplateConsignors, resources } from '../../db/schema';
import { draftKind, replaceDraftRows } from './card-writes';
import { inForce } from './card-reads';
import { loadCompanyCards } from './cards';
import { addDays, checkRows, chinaToday, refused, rowIssue, type QuoteActor } from './context';

type Reader = Pick<Db, 'select'>;

/** Imports sheet rows into a draft. null: not the company's version. */
export async function importRows(db: Reader & Pick<Db, 'transaction'>, actor: QuoteActor, versionId: number, body: z.infer<typeof importBody>): Promise<Pick<ImportAnswer, 'imported'> | null> {
  const draft = await draftKind(db, actor.companyId, versionId);
  if (!draft) return null;
  if (draft.state !== 'DRAFT') throw refused('qtPublishedReadOnly', {}, 'id');
  const errors: ImportRowError[] = [];
  const candidates: { row: number; value: Record<string, unknown> }[] = [];
  for (const sheetRow of body.rows) {
    const { row, errors: cellErrors } = cellsToRow(draft.kind, sheetRow.cells);
    if (cellErrors.length) {
      for (const e of cellErrors) {
        const { msg } = rowIssue(actor.lang, sheetRow.row, e.field, serverMessage(actor.lang, e.msg));
        errors.push({ row: sheetRow.row, field: e.field, msg });
      }
    } else candidates.push({ row: sheetRow.row, value: row });
  }
  // each row on its own, so every bad row is named (a too-long list is the whole import's problem)
  const checked = candidates.map((c) => checkRows(draft.kind, [c.value], actor.lang, [c.row]));
  for (const c of checked) errors.push(...c.errors.map(({ row, field, msg }) => ({ row, field, msg })));
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    throw new HttpError(400, 'qtImportRefused', { count: new Set(errors.map((e) => e.row)).size, first: errors[0].msg }, { field: 'rows', errors });
  }
  const rows = checked.flatMap((c) => c.rows);
  const done = await replaceDraftRows(db, actor, versionId, rows, body.mode);
  return done ? { imported: rows.length } : null;
}

/** an area zone covers a district when its codes are the district's or wildcards below the deepest given */
const covers = (z: AreaZone, p: string, c: string, d: string) => (!z.province_code || z.province_code === p) && (!z.city_code || z.city_code === c) && (!z.district_code || z.district_code === d);

const GAP_DAYS = 90;
const EXPIRING_DAYS = 30;

export async function overview(db: Reader, companyId: number): Promise<OverviewDto> {
  const today = chinaToday();
  const stats = await db
    .select({
      kind: quoteCards.kind,
      cards: count(),
      active: sql<number>`count(*) filter (where ${quoteCards.status} = 1)`,
      parties: sql<number>`count(distinct ${quoteCards.partyId})`,
      defaults: sql<number>`count(*) filter (where ${quoteCards.partyId} is null)`,
    })
    .from(quoteCards)
    .where(eq(quoteCards.companyId, companyId))
    .groupBy(quoteCards.kind);
  const kinds = CARD_KINDS.map((kind) => {
    const s = stats.find((r) => r.kind === kind);
    return { kind, cards: s ? Number(s.cards) : 0, active: s ? Number(s.active) : 0, parties: s ? Number(s.parties) : 0, defaults: s ? Number(s.defaults) : 0 };
  });

  // gaps: districts a consignor's recent orders went to that none of its CONSIGNOR_BASIC cards (own, template, default) covers today
  const since = new Date(Date.now() - GAP_DAYS * 86_400_000);
  const [shipped, cards, bindings] = await Promise.all([
    db
      .select({
        consignorId: orders.consignorResourceId,
        consignorName: resources.name,
        p: orders.endProvinceCode,
        c: orders.endCityCode,
        d: orders.endDistrictCode,
        districtName: sql<string>`max(${orders.endDistrict})`,
        orders: count(),
      })
      .from(orders)
      .innerJoin(resources, eq(resources.id, orders.consignorResourceId))
      .where(and(eq(orders.companyId, companyId), isNotNull(orders.consignorResourceId), gte(orders.createdAt, since), sql`${orders.endDistrictCode} <> ''`))
      .groupBy(orders.consignorResourceId, resources.name, orders.endProvinceCode, orders.endCityCode, orders.endDistrictCode),
    loadCompanyCards(db, companyId, ['CONSIGNOR_BASIC']),
    db.select().from(quoteTemplateConsignors).where(eq(quoteTemplateConsignors.companyId, companyId)),
  ]);
  const zonesOf = (partyType: string, partyId: number | null): AreaZone[] =>
    cards
      .filter((card) => card.status === 1 && card.party_type === partyType && card.party_id === partyId)
      .flatMap((card) => inForce(card.versions.map((v) => ({ ...v, effectiveFrom: v.effective_from, effectiveTo: v.effective_to })), today)?.rows ?? [])
      .flatMap((r) => (r.zone.zone === 'area' ? [r.zone] : []));
  const defaults = zonesOf('CONSIGNOR', null);
  const templateOf = new Map(bindings.map((b) => [b.consignorId, b.templateId]));
  const gaps = shipped
    .filter((s) => {
      const template = templateOf.get(s.consignorId!);
      const zones = [...zonesOf('CONSIGNOR', s.consignorId), ...(template ? zonesOf('TEMPLATE', template) : []), ...defaults];
      return !zones.some((z) => covers(z, s.p, s.c, s.d));
    })
    .map((s) => ({ consignor_id: s.consignorId!, consignor_name: s.consignorName, district_code: s.d, district_name: s.districtName ?? '', orders: Number(s.orders) }))
    .sort((a, b) => b.orders - a.orders)
    .slice(0, 200);

  const expiringRows = await db
    .select({ cardId: quoteCards.id, cardName: quoteCards.name, kind: quoteCards.kind, partyName: quoteCards.partyName, effectiveTo: quoteCardVersions.effectiveTo })
    .from(quoteCardVersions)
    .innerJoin(quoteCards, eq(quoteCards.id, quoteCardVersions.cardId))
    .where(
      and(
        eq(quoteCardVersions.companyId, companyId),
        eq(quoteCardVersions.state, 'PUBLISHED'),
        sql`${quoteCardVersions.effectiveTo} between ${today} and ${addDays(today, EXPIRING_DAYS)}`,
        sql`not exists (select 1 from ${quoteCardVersions} n where n.card_id = ${quoteCardVersions.cardId} and n.state = 'PUBLISHED' and n.effective_from > ${quoteCardVersions.effectiveTo})`,
      ),
    )
    .orderBy(quoteCardVersions.effectiveTo);
  const expiring = expiringRows.map((r) => ({ card_id: r.cardId, card_name: r.cardName, kind: r.kind as CardKind, party_name: r.partyName, effective_to: r.effectiveTo! }));
  return { kinds, gaps, expiring };
}
