/**
 * The pricing engine alone (issue 20, goal ≤ 1 ms per order): a servicer's realistic cards — a default consignor card
 * of 31 provinces and 300 districts with piece tiers and category rows, 20 templates, 300 consignors with their own
 * cards of two versions, ratio and extra cards, 30 delivery providers, route and station cards — compiled once, then
 * 10 000 orders priced through them. Run alone with `npx tsx tests/bench/quote-engine.ts` (BENCH_QE_ORDERS).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { compileCards, priceOrder } from '../../src/domain/quote/engine';
import { basicRow, extraRow, ratioRow, type CardKind, type CardVersion, type PartyType, type PricingOrder, type RateCard, type RateRow } from '../../src/domain/quote/model';

const ORDERS = Number(process.env.BENCH_QE_ORDERS ?? 10_000);

/** a small deterministic generator, so every run prices the same orders */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

const PROVINCES = Array.from({ length: 31 }, (_, i) => `${11 + i}0000`);
const cityOf = (p: string, c: number) => `${p.slice(0, 2)}${String(c + 1).padStart(2, '0')}00`;
const districtOf = (city: string, d: number) => `${city.slice(0, 4)}${String(d + 1).padStart(2, '0')}`;
const CATEGORIES = ['家具/沙发', '家具/床', '家电/冰箱', '家电/洗衣机', '建材/瓷砖'];

const area = (p = '', c = '', d = '') => ({ zone: 'area' as const, province_code: p, city_code: c, district_code: d });

function consignorBasicRows(scale: number): RateRow[] {
  const rows: RateRow[] = [];
  for (const p of PROVINCES) {
    for (const [tmin, tmax, cents] of [
      [0, 5, 3000],
      [5, 20, 2600],
      [20, null, 2200],
    ] as const)
      rows.push(basicRow.parse({ shape: 'basic', zone: area(p), code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', tier_min: tmin, tier_max: tmax, unit_cents: Math.round(cents * scale), min_cents: 5000 }));
    rows.push(basicRow.parse({ shape: 'basic', zone: area(p), code: 'INSTALL', category: '家具', basis: 'VOLUME', mode: 'UNIT', unit_cents: Math.round(9000 * scale), min_cents: 3000 }));
    rows.push(basicRow.parse({ shape: 'basic', zone: area(p), code: 'INSTALL', basis: 'WEIGHT', mode: 'FIRST_ADDITIONAL', first_units: 30_000, first_cents: 4000, step_units: 10_000, additional_cents: 600 }));
  }
  for (let i = 0; i < 300; i++) {
    const p = PROVINCES[i % PROVINCES.length];
    const city = cityOf(p, i % 5);
    rows.push(basicRow.parse({ shape: 'basic', zone: area(p, city, districtOf(city, i % 10)), code: 'DELIVERY', basis: 'VOLUME', mode: 'UNIT', unit_cents: Math.round(15_000 * scale), min_cents: 6000 }));
  }
  return rows;
}

let nextId = 1;
const version = (rows: RateRow[], from: string, to: string | null, no = 1): CardVersion => ({ id: nextId++, version_no: no, effective_from: from, effective_to: to, state: 'PUBLISHED', rows });
const card = (kind: CardKind, party_type: PartyType, party_id: number | null, versions: CardVersion[]): RateCard => ({ id: nextId++, kind, name: `${kind} ${party_id ?? '默认'}`, party_type, party_id, party_name: '', status: 1, versions });

export function realisticCards(): RateCard[] {
  const cards: RateCard[] = [card('CONSIGNOR_BASIC', 'CONSIGNOR', null, [version(consignorBasicRows(1), '2026-01-01', null)])];
  for (let t = 1; t <= 20; t++) cards.push(card('CONSIGNOR_BASIC', 'TEMPLATE', t, [version(consignorBasicRows(0.9 + t / 100), '2026-01-01', null)]));
  for (let c = 1; c <= 300; c++)
    cards.push(card('CONSIGNOR_BASIC', 'CONSIGNOR', c, [version(consignorBasicRows(0.85), '2026-01-01', '2026-03-31'), version(consignorBasicRows(0.8 + (c % 10) / 100), '2026-04-01', null, 2)]));
  const ratioRows = [ratioRow.parse({ shape: 'ratio', zone: area(), code: 'FUEL', of: ['DELIVERY'], percent_bp: 300 }), ratioRow.parse({ shape: 'ratio', zone: area(), code: 'INSURANCE', of: ['DELIVERY', 'INSTALL'], percent_bp: 50, min_cents: 200, max_cents: 50_000 })];
  cards.push(card('CONSIGNOR_RATIO', 'CONSIGNOR', null, [version(ratioRows, '2026-01-01', null)]));
  const extras = [
    extraRow.parse({ shape: 'extra', zone: area(), code: 'NO_LIFT', basis: 'FLOOR', mode: 'UNIT', unit_cents: 500 }),
    extraRow.parse({ shape: 'extra', zone: area(), code: 'HEAVY', basis: 'PIECE', mode: 'UNIT', unit_cents: 2000, condition: { min_piece_g: 80_000 } }),
    extraRow.parse({ shape: 'extra', zone: area(), code: 'HOLIDAY', basis: 'ORDER', mode: 'FLAT', flat_cents: 3000, condition: { dates: ['2026-10-01', '2026-10-02', '2026-10-03'] } }),
    ...PROVINCES.map((p) => extraRow.parse({ shape: 'extra', zone: area(p), code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { keywords: ['镇', '村', '乡'], over_m: 15_000 } })),
  ];
  cards.push(card('CONSIGNOR_EXTRA', 'CONSIGNOR', null, [version(extras, '2026-01-01', null)]));
  for (let d = 0; d <= 30; d++) cards.push(card('DELIVERY_BASIC', 'DELIVERY', d === 0 ? null : d, [version(consignorBasicRows(0.6), '2026-01-01', null)]));
  const routeRows = PROVINCES.map((p) => basicRow.parse({ shape: 'basic', zone: { zone: 'route', from_code: '320000', to_code: p, line_id: null }, code: 'LINE_HAUL', basis: 'WEIGHT', mode: 'UNIT', unit_cents: 80, min_cents: 2000 }));
  cards.push(card('ROUTE', 'CARRIER', null, [version(routeRows, '2026-01-01', null)]));
  for (let s = 1; s <= 50; s++) cards.push(card('STATION_LAND', 'STATION', s, [version([basicRow.parse({ shape: 'basic', zone: { zone: 'station', station_id: s }, code: 'STATION', basis: 'PIECE', mode: 'UNIT', unit_cents: 300 })], '2026-01-01', null)]));
  return cards;
}

export function realisticOrders(n: number, seed = 20): PricingOrder[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const p = PROVINCES[r(PROVINCES.length)];
    const city = cityOf(p, r(5));
    const pieces = 1 + r(30);
    return {
      date: `2026-0${1 + r(9)}-1${r(10)}`,
      consignor_id: 1 + r(400),
      template_id: r(3) === 0 ? null : 1 + r(20),
      delivery_id: 1 + r(40),
      carrier_id: 1 + r(5),
      station_id: 1 + r(60),
      factory_id: null,
      line_id: null,
      province_code: p,
      city_code: city,
      district_code: districtOf(city, r(12)),
      address: r(4) === 0 ? '某某镇某某村 8 号' : '某某路 100 号',
      origin_code: '320505',
      pieces,
      weight_g: pieces * (5_000 + r(90_000)),
      volume_cm3: pieces * (50_000 + r(900_000)),
      max_piece_g: 5_000 + r(120_000),
      categories: [CATEGORIES[r(CATEGORIES.length)]],
      services: r(2) === 0 ? ['DELIVERY'] : ['DELIVERY', 'INSTALL'],
      floor: r(3) === 0 ? 1 + r(20) : null,
      has_lift: r(2) === 0,
      distance_m: null,
    };
  });
}

export function runQuoteEngineBench(): string[] {
  const cards = realisticCards();
  const rows = cards.reduce((s, c) => s + c.versions.reduce((t, v) => t + v.rows.length, 0), 0);
  const c0 = performance.now();
  const compiled = compileCards(cards);
  const compileMs = performance.now() - c0;
  const orders = realisticOrders(ORDERS);
  // warm up the JIT on a copy of the work, as a long-running server would be
  for (const o of orders.slice(0, 500)) priceOrder(o, compiled);
  let lines = 0;
  let unpriced = 0;
  const t0 = performance.now();
  for (const o of orders) {
    const r = priceOrder(o, compiled);
    lines += r.lines.length;
    if (r.lines.length === 0) unpriced++;
  }
  const total = performance.now() - t0;
  return [
    `${cards.length} cards, ${rows} rows compiled in ${compileMs.toFixed(1)} ms`,
    `${ORDERS} orders priced in ${total.toFixed(0)} ms: ${((total / ORDERS) * 1000).toFixed(1)} µs per order (goal ≤ 1 ms), ${(lines / ORDERS).toFixed(1)} lines per order, ${unpriced} unpriced`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of runQuoteEngineBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
