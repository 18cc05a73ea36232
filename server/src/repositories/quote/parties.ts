/**
 * The parties a rate card applies to (issue 20): consignors, consignor quote templates, delivery providers,
 * carriers, stations and factories of the company — looked up by id (another company's is not found) and listed for
 * the pickers.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CARD_KIND_INFO, type CardKind, type PartyType } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { quoteTemplates, resources, stations } from '../../db/schema';
import { likeContains } from '../resources';
import { refused } from './context';

type Reader = Pick<Db, 'select'>;

export interface PartyRef {
  id: number;
  name: string;
}

/** the resources filter of a resource-backed party type */
function resourceKind(type: PartyType): SQL | null {
  switch (type) {
    case 'CONSIGNOR':
      return eq(resources.objectType, 'consignor');
    case 'DELIVERY':
      return eq(resources.objectType, 'delivery');
    case 'CARRIER':
      return and(eq(resources.objectType, 'transporter'), eq(resources.objectSubType, 'T_ZX'))!;
    case 'FACTORY':
      return eq(resources.objectType, 'factory');
    default:
      return null;
  }
}

/** Parties of a type by id, within the company (ids of another company are simply absent). */
export async function partiesByIds(db: Reader, companyId: number, type: PartyType, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  let rows: PartyRef[];
  if (type === 'TEMPLATE') {
    rows = await db.select({ id: quoteTemplates.id, name: quoteTemplates.name }).from(quoteTemplates).where(and(eq(quoteTemplates.companyId, companyId), inArray(quoteTemplates.id, unique)));
  } else if (type === 'STATION') {
    rows = await db.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), inArray(stations.id, unique)));
  } else {
    rows = await db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), resourceKind(type)!, inArray(resources.id, unique)));
  }
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The party a card of `kind` names, checked: a type the kind allows, an id of the company. null is the company
 * default (the kind's first party type; a template card needs its template).
 */
export async function resolveParty(
  db: Reader,
  companyId: number,
  kind: CardKind,
  type: PartyType,
  id: number | null,
): Promise<{ partyType: PartyType; partyId: number | null; partyName: string }> {
  const allowed = CARD_KIND_INFO[kind].parties;
  if (!allowed.includes(type)) throw refused('qtPartyType', {}, 'party_type');
  if (id === null) {
    if (type === 'TEMPLATE') throw refused('qtTemplateRequired', {}, 'party_id');
    return { partyType: allowed[0], partyId: null, partyName: '' };
  }
  const name = (await partiesByIds(db, companyId, type, [id])).get(id);
  if (name === undefined) throw refused('qtPartyNotFound', {}, 'party_id');
  return { partyType: type, partyId: id, partyName: name };
}

/** The pickers' list: parties of a type whose name contains the keyword, at most 50. */
export async function listParties(db: Reader, companyId: number, type: PartyType, keyword: string): Promise<PartyRef[]> {
  const like = keyword ? likeContains(keyword) : null;
  if (type === 'TEMPLATE') {
    return db
      .select({ id: quoteTemplates.id, name: quoteTemplates.name })
      .from(quoteTemplates)
      .where(and(eq(quoteTemplates.companyId, companyId), like ? sql`${quoteTemplates.name} ILIKE ${like}` : undefined))
      .orderBy(asc(quoteTemplates.name))
      .limit(50);
  }
  if (type === 'STATION') {
    return db
      .select({ id: stations.id, name: stations.name })
      .from(stations)
      .where(and(eq(stations.companyId, companyId), eq(stations.status, 1), like ? sql`${stations.name} ILIKE ${like}` : undefined))
      .orderBy(asc(stations.name))
      .limit(50);
  }
  return db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), resourceKind(type)!, eq(resources.status, 1), like ? sql`${resources.name} ILIKE ${like}` : undefined))
    .orderBy(asc(resources.name))
    .limit(50);
}
