/**
 * The pricing engine (README 'The engine'): an order's facts and the company's rate cards → fee lines, receivable
 * from the consignor and payable to the delivery provider, carrier, station or factory, each with its explanation.
 * Pure: the browser and the server run the same code. Cards are indexed once (compileCards) and reused for many orders.
 */
import { mulDivRoundHalfUp, ratioAmount, rowAmount } from './engine-amount';
import { formulaText, noteText, type PricingNote, type QuoteLang } from './engine-text';
import { compileCards, lookupKeys, partyKey, zoneMatches, type CompiledCard, type CompiledCards, type CompiledVersion, type IndexedRow } from './engine-compile';
import {
  CARD_KIND_INFO,
  CARD_KINDS,
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
  type RatioRow,
  type ZoneType,
} from './model';

export { compileCards, mulDivRoundHalfUp, type CompiledCards };

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

const RATIO_CODES = new Set<string>(RATIO_FEE_CODES);
const SERVICE_SET = new Set<string>(SERVICE_CODES);
/** basic and extra kinds first, ratio lines over them last */
const KIND_ORDER = [...CARD_KINDS.filter((k) => CARD_KIND_INFO[k].rows !== 'ratio'), ...CARD_KINDS.filter((k) => CARD_KIND_INFO[k].rows === 'ratio')];
const CONSIGNOR_KINDS = new Set<CardKind>(CARD_KINDS.filter((k) => CARD_KIND_INFO[k].parties.includes('CONSIGNOR')));

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
