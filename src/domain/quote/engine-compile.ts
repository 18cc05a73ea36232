/**
 * Compiling rate cards for the engine (README 'The engine'): each card's published versions newest first, their rows
 * indexed by fee code and zone key (a district, city, province or the whole country; a route's destination or line; a
 * station), each row knowing the rows of its cell — and the keys an order looks up, most exact first. Indexed once
 * (compileCards) for many orders.
 */
import { BASIC_FEE_CODES, EXTRA_FEE_CODES, RATIO_FEE_CODES, type CardKind, type CardVersion, type PartyType, type PricingOrder, type QuoteFeeCode, type RateCard, type RateRow, type ZoneType } from './model';

export interface IndexedRow {
  row: RateRow;
  /** higher = more exact zone: area 0 country … 3 district; route to-level × 4 + from-level, a line 20 */
  level: number;
  levelName: string;
  /** rows of one version sharing zone and category: the tiers (and conditions) one winner chooses among */
  cell: string;
  category: string;
  /** the rows of its version, fee code and zone key in its cell, in their order (the winner's tiers; filled by compileCards) */
  cellRows: IndexedRow[];
}

export interface CompiledVersion {
  version: CardVersion;
  /** fee code → zone key → rows in their order */
  byCode: Map<string, Map<string, IndexedRow[]>>;
}

export interface CompiledCard {
  card: RateCard;
  /** published versions, the newest (later effective_from, then higher id) first */
  versions: CompiledVersion[];
}

export interface CompiledCards {
  compiled: true;
  byParty: Map<string, CompiledCard[]>;
  /** the fee codes each kind's cards price, in the model's code order */
  codes: Map<CardKind, QuoteFeeCode[]>;
}

const CODE_ORDER: QuoteFeeCode[] = [...BASIC_FEE_CODES, ...EXTRA_FEE_CODES, ...RATIO_FEE_CODES];

export const partyKey = (kind: CardKind, type: PartyType, id: number | null) => `${kind}|${type}|${id ?? ''}`;

/** An area code without its trailing '00' pairs (310100 → 3101), and its level: 1 province, 2 city, 3 district. */
function areaPrefix(code: string): { prefix: string; level: number } {
  let p = code;
  while (p.length > 2 && p.endsWith('00')) p = p.slice(0, -2);
  return { prefix: p, level: p.length <= 2 ? 1 : p.length <= 4 ? 2 : 3 };
}

function indexRow(row: RateRow): { key: string; ir: IndexedRow } {
  const category = row.shape === 'basic' ? row.category : '';
  const z = row.zone;
  let key: string;
  let level: number;
  let levelName: string;
  let from = '';
  if (z.zone === 'area') {
    [key, level, levelName] = z.district_code
      ? [`d${z.district_code}`, 3, 'district']
      : z.city_code
        ? [`c${z.city_code}`, 2, 'city']
        : z.province_code
          ? [`p${z.province_code}`, 1, 'province']
          : ['*', 0, 'country'];
  } else if (z.zone === 'route') {
    from = z.from_code;
    if (z.line_id !== null) [key, level, levelName] = [`l${z.line_id}`, 20, 'line'];
    else [key, level, levelName] = [`t${z.to_code}`, areaPrefix(z.to_code).level * 4 + (z.from_code ? areaPrefix(z.from_code).level : 0), 'route'];
  } else [key, level, levelName] = [`s${z.station_id}`, 1, 'station'];
  return { key, ir: { row, level, levelName, category, cell: `${key}|${from}|${category}`, cellRows: [] } };
}

/** Index the cards once: by kind and party, published versions newest first, rows by fee code and zone. */
export function compileCards(cards: readonly RateCard[]): CompiledCards {
  const byParty = new Map<string, CompiledCard[]>();
  const codeSets = new Map<CardKind, Set<string>>();
  for (const card of cards) {
    const versions: CompiledVersion[] = card.versions
      .filter((v) => v.state === 'PUBLISHED')
      .sort((a, b) => (a.effective_from === b.effective_from ? b.id - a.id : a.effective_from < b.effective_from ? 1 : -1))
      .map((version) => {
        const byCode = new Map<string, Map<string, IndexedRow[]>>();
        for (const row of version.rows) {
          const { key, ir } = indexRow(row);
          let zones = byCode.get(row.code);
          if (!zones) byCode.set(row.code, (zones = new Map()));
          const list = zones.get(key);
          if (list) list.push(ir);
          else zones.set(key, [ir]);
        }
        // each row knows the rows of its cell, so a pick does not filter its list per order
        for (const zones of byCode.values())
          for (const list of zones.values()) {
            const cells = new Map<string, IndexedRow[]>();
            for (const ir of list) {
              const cell = cells.get(ir.cell);
              if (cell) cell.push(ir);
              else cells.set(ir.cell, [ir]);
              ir.cellRows = cells.get(ir.cell)!;
            }
          }
        return { version, byCode };
      });
    const k = partyKey(card.kind, card.party_type, card.party_id);
    const list = byParty.get(k);
    if (list) list.push({ card, versions });
    else byParty.set(k, [{ card, versions }]);
    let codes = codeSets.get(card.kind);
    if (!codes) codeSets.set(card.kind, (codes = new Set()));
    for (const v of versions) for (const c of v.byCode.keys()) codes.add(c);
  }
  const codes = new Map<CardKind, QuoteFeeCode[]>();
  for (const [kind, set] of codeSets) codes.set(kind, CODE_ORDER.filter((c) => set.has(c)));
  return { compiled: true, byParty, codes };
}

/** The zone index keys an order can match for a zone type, most exact first. */
export function lookupKeys(zone: ZoneType, o: PricingOrder): string[] {
  const keys: string[] = [];
  if (zone === 'area') {
    if (o.district_code) keys.push(`d${o.district_code}`);
    if (o.city_code) keys.push(`c${o.city_code}`);
    if (o.province_code) keys.push(`p${o.province_code}`);
    keys.push('*');
  } else if (zone === 'route') {
    if (o.line_id !== null) keys.push(`l${o.line_id}`);
    for (const c of [o.district_code, o.city_code, o.province_code]) if (c) keys.push(`t${c}`);
  } else if (o.station_id !== null) keys.push(`s${o.station_id}`);
  return keys;
}

export function zoneMatches(row: RateRow, o: PricingOrder): boolean {
  const z = row.zone;
  if (z.zone === 'area')
    return (!z.province_code || z.province_code === o.province_code) && (!z.city_code || z.city_code === o.city_code) && (!z.district_code || z.district_code === o.district_code);
  if (z.zone === 'route') return z.line_id !== null || !z.from_code || o.origin_code.startsWith(areaPrefix(z.from_code).prefix);
  return true;
}
