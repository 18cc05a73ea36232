/**
 * The pricing engine (README 'The engine'): an order's facts and the company's rate cards → fee lines, receivable
 * from the consignor and payable to the delivery provider, carrier, station or factory, each with its explanation.
 * Pure: the browser and the server run the same code. Cards are indexed once (compileCards) and reused for many orders.
 */
import { mulDivRoundHalfUp, ratioAmount, rowAmount } from './engine-amount';
import { formulaText, noteText, type PricingNote, type QuoteLang } from './engine-text';
import {
  BASIC_FEE_CODES,
  CARD_KIND_INFO,
  CARD_KINDS,
  EXTRA_FEE_CODES,
  FEE_CODE_NAMES,
  MAX_LINE_CENTS,
  RATIO_FEE_CODES,
  SERVICE_CODES,
  type Basis,
  type BasicRow,
  type CardKind,
  type CardVersion,
  type ExtraRow,
  type FeeExplanation,
  type FeeLine,
  type FeeParty,
  type FeePrice,
  type PartyType,
  type PricingOrder,
  type QuoteFeeCode,
  type RateCard,
  type RateRow,
  type RatioRow,
  type ZoneType,
} from './model';

export { mulDivRoundHalfUp };

export interface PriceOptions {
  /** the language of names, formulas and notes (default zh) */
  lang?: QuoteLang;
  /** the parties' names for the lines (a default or template card does not know the party's name) */
  names?: Partial<Record<PartyType, string>>;
  /** false: leave explanation.formula empty (a caller that stores the figures and writes the formula when read) */
  formulas?: boolean;
}

export interface PriceResult {
  lines: FeeLine[];
  /** why a fee, or the whole order, was not priced — in `lang` */
  notes: string[];
  /** the same notes as figures, to be written again in another language (engine-text.ts noteText) */
  issues: PricingNote[];
}

type PartyRank = FeeExplanation['party_rank'];

interface IndexedRow {
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

interface CompiledVersion {
  version: CardVersion;
  /** fee code → zone key → rows in their order */
  byCode: Map<string, Map<string, IndexedRow[]>>;
}

interface CompiledCard {
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
const RATIO_CODES = new Set<string>(RATIO_FEE_CODES);
const SERVICE_SET = new Set<string>(SERVICE_CODES);
/** basic and extra kinds first, ratio lines over them last */
const KIND_ORDER = [...CARD_KINDS.filter((k) => CARD_KIND_INFO[k].rows !== 'ratio'), ...CARD_KINDS.filter((k) => CARD_KIND_INFO[k].rows === 'ratio')];
const CONSIGNOR_KINDS = new Set<CardKind>(CARD_KINDS.filter((k) => CARD_KIND_INFO[k].parties.includes('CONSIGNOR')));

const partyKey = (kind: CardKind, type: PartyType, id: number | null) => `${kind}|${type}|${id ?? ''}`;

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

export interface Rank {
  rank: PartyRank;
  keys: string[];
}

/** Who a kind's lines are for on this order and the party ranks to look at (own, template, default); null: none. */
function partyOf(kind: CardKind, o: PricingOrder, names: PriceOptions['names']): { party: FeeParty; ranks: Rank[] } | null {
  if (CONSIGNOR_KINDS.has(kind)) {
    if (o.consignor_id === null) return null;
    const ranks: Rank[] = [{ rank: 'own', keys: [partyKey(kind, 'CONSIGNOR', o.consignor_id)] }];
    if (o.template_id !== null) ranks.push({ rank: 'template', keys: [partyKey(kind, 'TEMPLATE', o.template_id)] });
    ranks.push({ rank: 'default', keys: [partyKey(kind, 'CONSIGNOR', null), partyKey(kind, 'TEMPLATE', null)] });
    return { party: { type: 'CONSIGNOR', id: o.consignor_id, name: names?.CONSIGNOR ?? '' }, ranks };
  }
  const type = CARD_KIND_INFO[kind].parties[0];
  const id = type === 'DELIVERY' ? o.delivery_id : type === 'CARRIER' ? o.carrier_id : type === 'STATION' ? o.station_id : o.factory_id;
  // a route card may be the company default for a line the order travels without a named carrier
  if (id === null && !(type === 'CARRIER' && o.line_id !== null)) return null;
  const ranks: Rank[] = id === null ? [] : [{ rank: 'own', keys: [partyKey(kind, type, id)] }];
  ranks.push({ rank: 'default', keys: [partyKey(kind, type, null)] });
  return { party: { type, id, name: names?.[type] ?? '' }, ranks };
}

/** The zone index keys an order can match for a zone type, most exact first. */
function lookupKeys(zone: ZoneType, o: PricingOrder): string[] {
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

function zoneMatches(row: RateRow, o: PricingOrder): boolean {
  const z = row.zone;
  if (z.zone === 'area')
    return (!z.province_code || z.province_code === o.province_code) && (!z.city_code || z.city_code === o.city_code) && (!z.district_code || z.district_code === o.district_code);
  if (z.zone === 'route') return z.line_id !== null || !z.from_code || o.origin_code.startsWith(areaPrefix(z.from_code).prefix);
  return true;
}

/** The length of a category prefix matching one of the order's category paths (whole path segments); -1: none. */
function categoryLength(category: string, paths: readonly string[]): number {
  if (!category) return 0;
  for (const p of paths) if (p.startsWith(category) && (p.length === category.length || category.endsWith('/') || p[category.length] === '/')) return category.length;
  return -1;
}

function versionOn(cc: CompiledCard, date: string): CompiledVersion | null {
  for (const v of cc.versions) if (v.version.effective_from <= date && (v.version.effective_to === null || date <= v.version.effective_to)) return v;
  return null;
}

interface Pick {
  card: RateCard;
  version: CardVersion;
  rank: PartyRank;
  /** the winning cell: its rows in order (tiers, conditions) */
  rows: IndexedRow[];
}

/**
 * Precedence, stated once (README): party (own > template > default), then zone (district > city > province >
 * country; a line or an exact from → to over wider areas), then the longest category prefix, then the newer version
 * (later effective_from, then higher id). The winner's cell — its rows of the same zone and category — then yields
 * the tier containing the quantity; rows of losing cards are not looked at.
 */
export function pickRow(compiled: CompiledCards, kind: CardKind, code: string, ranks: readonly Rank[], o: PricingOrder, keys = lookupKeys(CARD_KIND_INFO[kind].zone, o)): Pick | null {
  for (const r of ranks) {
    let best: { card: RateCard; v: CompiledVersion; ir: IndexedRow; cat: number } | null = null;
    for (const pk of r.keys)
      for (const cc of compiled.byParty.get(pk) ?? []) {
        if (cc.card.status !== 1) continue;
        const v = versionOn(cc, o.date);
        const zones = v?.byCode.get(code);
        if (!v || !zones) continue;
        for (const key of keys) {
          const list = zones.get(key);
          if (!list) continue;
          for (const ir of list) {
            if (best && ir.level < best.ir.level) continue;
            if (!zoneMatches(ir.row, o)) continue;
            const cat = categoryLength(ir.category, o.categories);
            if (cat < 0) continue;
            if (
              !best ||
              ir.level > best.ir.level ||
              (ir.level === best.ir.level &&
                (cat > best.cat ||
                  (cat === best.cat &&
                    (v.version.effective_from > best.v.version.effective_from || (v.version.effective_from === best.v.version.effective_from && v.version.id > best.v.version.id)))))
            )
              best = { card: cc.card, v, ir, cat };
          }
        }
      }
    if (best) return { card: best.card, version: best.v.version, rank: r.rank, rows: best.ir.cellRows };
  }
  return null;
}

const wholeUnits = (x: number | null) => (x !== null && Number.isFinite(x) && x > 0 ? Math.floor(x) : 0);

/** An extra row's condition on the order: null = it does not apply; otherwise the quantity it sets for its basis (or undefined). */
function extraApplies(row: ExtraRow, o: PricingOrder): { over?: number } | null {
  const c = row.condition;
  switch (row.code) {
    case 'OVER_DISTANCE': {
      if (c.covered_m !== null && o.distance_m !== null) {
        const over = wholeUnits(o.distance_m) - c.covered_m;
        return over > 0 ? { over } : null;
      }
      return c.keywords.some((k) => o.address.includes(k)) ? { over: c.over_m } : null;
    }
    case 'NO_LIFT': {
      if (o.has_lift !== false || o.floor === null) return null;
      const over = wholeUnits(o.floor) - c.free_floors;
      return over > 0 ? { over } : null;
    }
    case 'HOLIDAY':
      return c.dates.includes(o.date) ? {} : null;
    case 'HEAVY':
      return wholeUnits(o.max_piece_g) >= c.min_piece_g ? {} : null;
    default:
      return {};
  }
}

/** The quantity of a basis on the order (base units); a string: the note key when the order lacks it. */
function quantityOf(basis: Basis, o: PricingOrder, over: number | undefined): number | 'noDistance' | 'noFloor' {
  switch (basis) {
    case 'PIECE':
      return wholeUnits(o.pieces);
    case 'WEIGHT':
      return wholeUnits(o.weight_g);
    case 'VOLUME':
      return wholeUnits(o.volume_cm3);
    case 'DISTANCE':
      return over ?? (o.distance_m === null ? 'noDistance' : wholeUnits(o.distance_m));
    case 'FLOOR':
      // floors carried above the ground floor
      return over ?? (o.floor === null ? 'noFloor' : Math.max(0, wholeUnits(o.floor) - 1));
    default:
      return 1;
  }
}

const inTier = (q: number, row: BasicRow | ExtraRow) => q >= row.tier_min && (row.tier_max === null || q < row.tier_max);

function explanation(pick: Pick, ir: IndexedRow, basis: Basis | 'RATIO', quantity: number, tier: [number, number | null], price: FeePrice, lang: QuoteLang | null): FeeExplanation {
  const e: FeeExplanation = {
    card_id: pick.card.id,
    card_name: pick.card.name,
    kind: pick.card.kind,
    version_id: pick.version.id,
    version_no: pick.version.version_no,
    zone_level: ir.levelName,
    zone: ir.row.zone,
    party_rank: pick.rank,
    category: ir.category,
    basis,
    quantity,
    tier_min: tier[0],
    tier_max: tier[1],
    formula: '',
    price,
  };
  if (lang) e.formula = formulaText(e, lang);
  return e;
}

/** Price one order: every kind that applies to it, basic and extra lines first, ratio lines over them. */
export function priceOrder(order: PricingOrder, cards: readonly RateCard[] | CompiledCards, opts: PriceOptions = {}): PriceResult {
  const compiled = 'compiled' in cards ? cards : compileCards(cards);
  const lang = opts.lang ?? 'zh';
  const formulaLang = opts.formulas === false ? null : lang;
  const lines: FeeLine[] = [];
  const issues: PricingNote[] = [];
  // the zone keys the order can match, once per zone type
  const keysOf = new Map<ZoneType, string[]>();
  const push = (code: QuoteFeeCode, direction: FeeLine['direction'], party: FeeParty, amount: number, e: FeeExplanation) => {
    if (!(amount <= MAX_LINE_CENTS)) issues.push({ key: 'tooBig', code });
    else lines.push({ code, name: FEE_CODE_NAMES[code][lang], direction, party, amount_cents: amount, explanation: e });
  };
  for (const kind of KIND_ORDER) {
    const codes = compiled.codes.get(kind);
    if (!codes) continue;
    const who = partyOf(kind, order, opts.names);
    if (!who) continue;
    const direction = CARD_KIND_INFO[kind].direction;
    const zone = CARD_KIND_INFO[kind].zone;
    let keys = keysOf.get(zone);
    if (!keys) keysOf.set(zone, (keys = lookupKeys(zone, order)));
    for (const code of codes) {
      if (SERVICE_SET.has(code) && !order.services.includes(code)) continue;
      const pick = pickRow(compiled, kind, code, who.ranks, order, keys);
      if (!pick) continue;
      const party = who.party.name || pick.rank !== 'own' ? who.party : { ...who.party, name: pick.card.party_name };
      if (pick.rows[0].row.shape === 'ratio') {
        const ir = pick.rows[0];
        const row = ir.row as RatioRow;
        if (row.of.some((c) => RATIO_CODES.has(c))) {
          issues.push({ key: 'ratioOfRatio', code });
          continue;
        }
        const of = lines.filter((l) => l.direction === direction && row.of.includes(l.code)).map((l) => ({ code: l.code, amount_cents: l.amount_cents }));
        if (of.length === 0) continue;
        const base = of.reduce((s, l) => s + l.amount_cents, 0);
        const { raw, amount } = ratioAmount(base, row.percent_bp, row.min_cents, row.max_cents);
        const price: FeePrice = { mode: 'RATIO', unit_cents: 0, first_units: 0, first_cents: 0, step_units: 0, additional_cents: 0, steps: 0, flat_cents: 0, min_cents: row.min_cents, max_cents: row.max_cents, percent_bp: row.percent_bp, of, raw_cents: raw };
        push(code, direction, party, amount, explanation(pick, ir, 'RATIO', base, [0, null], price, formulaLang));
        continue;
      }
      let missing: PricingNote | null = null;
      for (const ir of pick.rows) {
        const row = ir.row as BasicRow | ExtraRow;
        const cond = row.shape === 'extra' ? extraApplies(row, order) : {};
        if (!cond) continue;
        const q = quantityOf(row.basis, order, cond.over);
        if (typeof q === 'string') {
          missing ??= { key: q, code };
          continue;
        }
        if (!inTier(q, row)) {
          missing ??= { key: 'noTier', code, quantity: q, basis: row.basis };
          continue;
        }
        const a = rowAmount(row, q);
        const price: FeePrice = { mode: row.mode, unit_cents: row.unit_cents, first_units: row.first_units, first_cents: row.first_cents, step_units: row.step_units, additional_cents: row.additional_cents, steps: a.steps, flat_cents: row.flat_cents, min_cents: row.min_cents, max_cents: 0, percent_bp: 0, of: [], raw_cents: a.raw };
        push(code, direction, party, a.amount, explanation(pick, ir, row.basis, q, [row.tier_min, row.tier_max], price, formulaLang));
        missing = null;
        break;
      }
      if (missing) issues.push(missing);
    }
  }
  if (lines.length === 0 && issues.length === 0) issues.push({ key: 'noCard' });
  return { lines, notes: issues.map((n) => noteText(n, lang)), issues };
}
