/**
 * Estimated fee lines as stored (issue 20, src/domain/quote/README.md 'Where the first pricing's time goes'): the
 * bytes of the lines are most of a first pricing's cost on the embedded database, so a line is stored small — the key
 * of its part every order priced by its card row shares (order_fee_line_parts: code, name, direction, party type, card
 * version, the explanation's zone, tier, category, basis and price figures) and its order's own figures:
 * `[key, party_id, party_name, amount_cents, quantity, steps, raw_cents, of?]`. The key is made from the part's
 * content, so it always names the same part. Lines stored before (objects with their explanation) still read.
 * Reading puts back exactly what the engine priced, less the formula and the card's name (written when read).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FeeExplanation, FeeLine, FeePrice, Zone } from '../../../../src/domain/quote/model';
import { orderFeeLineParts, type CompactFeeLine, type StoredFeeLine, type StoredLinePart } from '../../db/schema';
import type { Reader } from './order-pricing';

/**
 * An explanation as stored: without what the line's fields hold (card and version), the card's name and kind (read
 * from the card) and the formula (written from the figures when read), with only the price's non-zero figures, and
 * without the figures at their usual value (EXPLANATION_DEFAULTS, a zone's empty codes). `fromStored` puts them back.
 */
export type StoredExplanation = Omit<FeeExplanation, 'card_id' | 'card_name' | 'kind' | 'version_id' | 'version_no' | 'formula' | 'price' | 'zone'> & {
  zone: Partial<Zone> & Pick<Zone, 'zone'>;
  price?: Partial<FeePrice>;
};
const EXPLANATION_DEFAULTS = { party_rank: 'default', category: '', tier_min: 0, tier_max: null } as const;
const ZONE_DEFAULTS: Record<Zone['zone'], Record<string, string | null>> = {
  area: { province_code: '', city_code: '', district_code: '' },
  route: { from_code: '', to_code: '', line_id: null },
  station: {},
};
const NO_PRICE: FeePrice = { mode: 'UNIT', unit_cents: 0, first_units: 0, first_cents: 0, step_units: 0, additional_cents: 0, steps: 0, flat_cents: 0, min_cents: 0, max_cents: 0, percent_bp: 0, of: [], raw_cents: 0 };
const isDefault = (defaults: Record<string, unknown>, k: string, v: unknown) => k in defaults && defaults[k] === v;

function toStored(e: FeeExplanation): StoredExplanation {
  const { card_id: _c, card_name: _n, kind: _k, version_id: _v, version_no: _no, formula: _f, price, zone, ...rest } = e;
  const kept = Object.fromEntries(Object.entries(rest).filter(([k, v]) => !isDefault(EXPLANATION_DEFAULTS, k, v))) as unknown as StoredExplanation;
  kept.zone = Object.fromEntries(Object.entries(zone).filter(([k, v]) => !isDefault(ZONE_DEFAULTS[zone.zone] ?? {}, k, v))) as StoredExplanation['zone'];
  if (!price) return kept;
  const figures = Object.fromEntries(Object.entries(price).filter(([k, v]) => k === 'mode' || (v !== 0 && !(Array.isArray(v) && v.length === 0))));
  return { ...kept, price: figures as Partial<FeePrice> };
}

/** a stored explanation with what toStored left out put back (lines stored before it left them out carry them) */
export function fromStored(stored: StoredExplanation): Omit<FeeExplanation, 'card_id' | 'card_name' | 'kind' | 'version_id' | 'version_no' | 'formula' | 'price'> & { price?: FeePrice } {
  const { price, zone, ...rest } = stored;
  return {
    ...EXPLANATION_DEFAULTS,
    ...rest,
    zone: { ...ZONE_DEFAULTS[zone.zone], ...zone } as Zone,
    price: price ? { ...NO_PRICE, ...price } : undefined,
  };
}

/** a line's shared part (what order_fee_line_parts holds): the line less its order's figures */
function partOf(l: FeeLine): StoredLinePart {
  const e = l.explanation;
  const { quantity: _q, price, ...shared } = toStored(e);
  const part: StoredLinePart = {
    code: l.code,
    name: l.name,
    direction: l.direction,
    party_type: l.party.type,
    card_id: e.card_id,
    version_id: e.version_id,
    version_no: e.version_no,
    explanation: shared as StoredFeeLine['explanation'],
  };
  if (price) {
    const { steps: _s, raw_cents: _r, of: _o, ...figures } = price;
    part.explanation.price = figures;
  }
  return part;
}

export interface LinePart {
  key: string;
  /** the part as JSON, sent to order_fee_line_parts the first time a batch meets it */
  json: string;
}

/** what a line's part is made of beside its zone (partOf): two lines of one zone object with these equal share their part */
const PRICE_FIGURES = ['mode', 'unit_cents', 'first_units', 'first_cents', 'step_units', 'additional_cents', 'flat_cents', 'min_cents', 'max_cents', 'percent_bp'] as const;

function samePart(a: FeeLine, b: FeeLine): boolean {
  const x = a.explanation;
  const y = b.explanation;
  if (
    a.code !== b.code ||
    a.name !== b.name ||
    a.direction !== b.direction ||
    a.party.type !== b.party.type ||
    x.card_id !== y.card_id ||
    x.version_id !== y.version_id ||
    x.version_no !== y.version_no ||
    x.zone_level !== y.zone_level ||
    x.party_rank !== y.party_rank ||
    x.category !== y.category ||
    x.basis !== y.basis ||
    x.tier_min !== y.tier_min ||
    x.tier_max !== y.tier_max
  )
    return false;
  const p = x.price;
  const q = y.price;
  if (!p || !q) return !p && !q;
  for (const k of PRICE_FIGURES) if (p[k] !== q[k]) return false;
  return true;
}

/**
 * The parts met while storing one batch, found without serialising a part per line: the engine's lines of one
 * compiled card set share their row's zone object, and a line's part is told apart from the others of that row by a
 * few figures (the party rank, the tier, the price) — compared field by field with the line each part was first made
 * from (no string built per line) — so the part is built, serialised and hashed once per distinct one.
 */
export class LineParts {
  private readonly byZone = new WeakMap<object, { line: FeeLine; part: LinePart }[]>();

  partOf(l: FeeLine): LinePart {
    let met = this.byZone.get(l.explanation.zone);
    if (!met) this.byZone.set(l.explanation.zone, (met = []));
    for (const m of met) if (samePart(m.line, l)) return m.part;
    const json = JSON.stringify(partOf(l));
    const part = { key: createHash('sha1').update(json).digest('base64url').slice(0, 16), json };
    met.push({ line: l, part });
    return part;
  }
}

/** a line as stored: its part's key and its order's figures */
export function compactLine(l: FeeLine, part: LinePart): CompactFeeLine {
  const p = l.explanation.price;
  const line: CompactFeeLine = [part.key, l.party.id, l.party.name, l.amount_cents, l.explanation.quantity, p?.steps ?? 0, p?.raw_cents ?? 0];
  if (p && p.of.length > 0) line.push(p.of);
  return line;
}

/** Stored lines (either shape) as whole lines: a small line's part read from order_fee_line_parts and its figures put back. */
export async function expandLines(db: Reader, companyId: number, lines: readonly (StoredFeeLine | CompactFeeLine)[]): Promise<StoredFeeLine[]> {
  const keys = [...new Set(lines.filter((l): l is CompactFeeLine => Array.isArray(l)).map((l) => l[0]))];
  const parts = keys.length
    ? await db
        .select({ key: orderFeeLineParts.key, part: orderFeeLineParts.part })
        .from(orderFeeLineParts)
        .where(and(eq(orderFeeLineParts.companyId, companyId), sql`${orderFeeLineParts.key} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`))
    : [];
  const partOfKey = new Map(parts.map((p) => [p.key, p.part]));
  return lines.flatMap((l): StoredFeeLine[] => {
    if (!Array.isArray(l)) return [l];
    const [key, party_id, party_name, amount_cents, quantity, steps, raw_cents, of] = l;
    const part = partOfKey.get(key);
    if (!part) return [];
    const { price, ...shared } = part.explanation;
    const explanation: StoredFeeLine['explanation'] = { ...shared, quantity };
    if (price) explanation.price = { ...price, steps, raw_cents, of: (of ?? []) as FeePrice['of'] };
    return [{ ...part, party_id, party_name, amount_cents, explanation }];
  });
}
