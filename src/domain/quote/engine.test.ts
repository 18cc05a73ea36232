/** The price engine by example: kinds and row shapes, precedence, limits. Its properties: engine.property.test.ts. */
import { describe, expect, it } from 'vitest';
import { mulDivRoundHalfUp } from './engine-amount';
import { formulaText } from './engine-text';
import { compileCards, priceOrder } from './engine';
import { area, basic, card, extra, order, ratio, shArea, version } from './engine-fixtures.test-support';
import { MAX_LINE_CENTS, ratioRow, type PricingOrder, type RateCard, type RateRow } from './model';

const amounts = (cards: RateCard[], o: PricingOrder = order()) => priceOrder(o, cards).lines.map((l) => [l.code, l.amount_cents]);

describe('mulDivRoundHalfUp', () => {
  it('rounds half up once, exactly, in BigInt past 2^53', () => {
    expect(mulDivRoundHalfUp(1250, 350_000, 1_000_000)).toBe(438); // 437.5
    expect(mulDivRoundHalfUp(1249, 350_000, 1_000_000)).toBe(437); // 437.15
    expect(mulDivRoundHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivRoundHalfUp(1, 1, 3)).toBe(0);
    expect(mulDivRoundHalfUp(0, 5, 7)).toBe(0);
    // products past 2^53 go through BigInt: exact, half up; a result past 2^53 is Infinity (refused by every caller)
    expect(mulDivRoundHalfUp(4_000_000_000_000_001, 3, 1000)).toBe(12_000_000_000_000);
    expect(mulDivRoundHalfUp(4_000_000_000_000_001, 5, 10)).toBe(2_000_000_000_000_001);
    expect(mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 3, 1)).toBe(Infinity);
    expect(mulDivRoundHalfUp(1_000_000_000, 2_000_000_000_000, 1_000_000)).toBe(2_000_000_000_000_000);
  });
});

describe('priceOrder: kinds and row shapes', () => {
  it('consignor basic: a price per piece, receivable from the consignor, with its explanation', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 2500 })]);
    const { lines, notes } = priceOrder(order(), [c], { names: { CONSIGNOR: '示例商贸' } });
    expect(notes).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: 'DELIVERY', name: '配送费', direction: 'INCOME', party: { type: 'CONSIGNOR', id: 7, name: '示例商贸' }, amount_cents: 7500 });
    expect(lines[0].explanation).toMatchObject({ card_id: c.id, version_id: c.versions[0].id, version_no: 1, zone_level: 'district', party_rank: 'own', basis: 'PIECE', quantity: 3, formula: '¥25.00/件 × 3 件 = ¥75.00' });
  });

  it('per kg, per m³ with the formula in kg and m³, in both languages', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ basis: 'VOLUME', unit_cents: 1250, min_cents: 1000 }), basic({ code: 'INSTALL', basis: 'WEIGHT', unit_cents: 120 })]);
    const { lines } = priceOrder(order({ services: ['DELIVERY', 'INSTALL'] }), [c]);
    expect(lines.map((l) => [l.code, l.amount_cents])).toEqual([
      ['DELIVERY', 1000],
      ['INSTALL', 10200],
    ]);
    expect(lines[0].explanation.formula).toBe('¥12.50/m³ × 0.350000 m³ = ¥4.38 → 最低收费 ¥10.00');
    expect(formulaText(lines[0].explanation, 'en')).toBe('¥12.50/m³ × 0.350000 m³ = ¥4.38 → minimum ¥10.00');
    expect(lines[1].explanation.formula).toBe('¥1.20/kg × 85.000 kg = ¥102.00');
    expect(priceOrder(order({ services: ['INSTALL'] }), [c], { lang: 'en' }).lines.map((l) => l.name)).toEqual(['Installation']);
  });

  it('first and additional units (首重/续重): every started step costs the additional price', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ basis: 'WEIGHT', mode: 'FIRST_ADDITIONAL', first_units: 20_000, first_cents: 3000, step_units: 10_000, additional_cents: 800 })]);
    expect(amounts([c], order({ weight_g: 20_000 }))).toEqual([['DELIVERY', 3000]]);
    expect(amounts([c], order({ weight_g: 20_001 }))).toEqual([['DELIVERY', 3800]]);
    expect(amounts([c], order({ weight_g: 30_000 }))).toEqual([['DELIVERY', 3800]]);
    expect(amounts([c], order({ weight_g: 85_000 }))).toEqual([['DELIVERY', 3000 + 7 * 800]]);
    expect(priceOrder(order({ weight_g: 85_000 }), [c]).lines[0].explanation.formula).toBe('85.000 kg：首 20.000 kg ¥30.00 + 续 7 × ¥8.00/10.000 kg = ¥86.00');
  });

  it('delivery basic and extra, land: payable to the delivery provider; NO_LIFT per floor above the free ones', () => {
    const cards = [
      card('DELIVERY_BASIC', 'DELIVERY', 8, [basic({ basis: 'ORDER', mode: 'FLAT', flat_cents: 4000 })]),
      card('DELIVERY_EXTRA', 'DELIVERY', 8, [extra({ code: 'NO_LIFT', basis: 'FLOOR', mode: 'UNIT', unit_cents: 500, condition: { free_floors: 2 } })]),
      card('LAND', 'DELIVERY', null, [basic({ code: 'LAND', unit_cents: 300 })]),
    ];
    const { lines } = priceOrder(order({ floor: 6, has_lift: false }), cards);
    expect(lines.map((l) => [l.code, l.direction, l.party.type, l.party.id, l.amount_cents])).toEqual([
      ['DELIVERY', 'OUTLAY', 'DELIVERY', 8, 4000],
      ['NO_LIFT', 'OUTLAY', 'DELIVERY', 8, 2000],
      ['LAND', 'OUTLAY', 'DELIVERY', 8, 900],
    ]);
    expect(lines[1].explanation.formula).toBe('¥5.00/层 × 4 层 = ¥20.00');
    // a lift, or an unknown floor: no NO_LIFT charge
    expect(amounts(cards, order({ floor: 6, has_lift: true })).map((a) => a[0])).toEqual(['DELIVERY', 'LAND']);
    expect(amounts(cards, order({ floor: null, has_lift: false })).map((a) => a[0])).toEqual(['DELIVERY', 'LAND']);
    // no delivery provider on the order: nothing payable to one
    expect(amounts(cards, order({ delivery_id: null }))).toEqual([]);
  });

  it('transfer and route: a line over an exact from → to over a wider destination; station land; factory load', () => {
    const route = (z: Record<string, unknown>, cents: number, code = 'TRANSFER') => basic({ code, zone: { zone: 'route', from_code: '', to_code: '', line_id: null, ...z }, unit_cents: cents });
    const transfer = card('TRANSFER', 'CARRIER', 9, [route({ to_code: '310000' }, 100), route({ from_code: '320000', to_code: '310100' }, 200), route({ from_code: '320505', to_code: '310115' }, 300)]);
    expect(amounts([transfer])).toEqual([['TRANSFER', 900]]);
    // from another origin neither the exact row nor the row from province 32 matches: the row to the province does
    expect(amounts([transfer], order({ origin_code: '440305' }))).toEqual([['TRANSFER', 300]]);
    const line = card('ROUTE', 'CARRIER', null, [route({ to_code: '310115' }, 400, 'LINE_HAUL'), route({ line_id: 12 }, 500, 'LINE_HAUL')]);
    const lines = priceOrder(order(), [line]).lines;
    expect(lines.map((l) => [l.code, l.amount_cents, l.explanation.zone_level, l.explanation.party_rank])).toEqual([['LINE_HAUL', 1500, 'line', 'default']]);
    const station = card('STATION_LAND', 'STATION', 10, [basic({ code: 'STATION', zone: { zone: 'station', station_id: 10 }, unit_cents: 150 })]);
    const factory = card('FACTORY_LOAD', 'FACTORY', 11, [basic({ code: 'LOAD', basis: 'VOLUME', unit_cents: 2000 })]);
    expect(amounts([station, factory])).toEqual([
      ['LOAD', 700],
      ['STATION', 450],
    ]);
    expect(amounts([station], order({ station_id: 99 }))).toEqual([]);
  });

  it('over-distance: by keyword in the address (km stated by the row) or by a measured distance past the covered radius', () => {
    const kw = card('OVER_DISTANCE', 'CONSIGNOR', null, [extra({ code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { keywords: ['张江镇'], over_m: 12_500 } })]);
    const { lines } = priceOrder(order(), [kw]);
    expect(lines.map((l) => [l.code, l.direction, l.amount_cents])).toEqual([['OVER_DISTANCE', 'INCOME', 3750]]);
    expect(lines[0].explanation.formula).toBe('¥3.00/km × 12.500 km = ¥37.50');
    expect(amounts([kw], order({ address: '上海市徐汇区' }))).toEqual([]);
    const radius = card('CONSIGNOR_EXTRA', 'CONSIGNOR', 7, [extra({ code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { covered_m: 30_000 } })]);
    expect(amounts([radius], order({ distance_m: 31_234 }))).toEqual([['OVER_DISTANCE', 370]]);
    expect(amounts([radius], order({ distance_m: 30_000 }))).toEqual([]);
    expect(amounts([radius], order({ distance_m: null }))).toEqual([]);
  });

  it('consignor extra: remote area, holiday dates, heavy pieces', () => {
    const c = card('CONSIGNOR_EXTRA', 'TEMPLATE', 70, [
      extra({ code: 'REMOTE', flat_cents: 2000 }),
      extra({ code: 'HOLIDAY', flat_cents: 1500, condition: { dates: ['2026-10-01', '2026-10-02'] } }),
      extra({ code: 'HEAVY', basis: 'PIECE', mode: 'UNIT', unit_cents: 1000, condition: { min_piece_g: 50_000 } }),
    ]);
    expect(amounts([c])).toEqual([['REMOTE', 2000]]);
    expect(amounts([c], order({ date: '2026-10-02', max_piece_g: 50_000 }))).toEqual([
      ['REMOTE', 2000],
      ['HOLIDAY', 1500],
      ['HEAVY', 3000],
    ]);
  });

  it('consignor ratio: a percentage of the named basic and extra lines, after them, with minimum and cap', () => {
    const b = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 3333 }), basic({ code: 'INSTALL', unit_cents: 1000 })]);
    const e = card('CONSIGNOR_EXTRA', 'CONSIGNOR', 7, [extra({ code: 'REMOTE', flat_cents: 1001 })]);
    const r = card('CONSIGNOR_RATIO', 'CONSIGNOR', 7, [ratio({ code: 'FUEL', of: ['DELIVERY', 'REMOTE'], percent_bp: 550 }), ratio({ code: 'INSURANCE', of: ['INSTALL'], percent_bp: 100, min_cents: 500 }), ratio({ code: 'SERVICE', of: ['DELIVERY'], percent_bp: 5000, max_cents: 2000 })]);
    const o = order({ services: ['DELIVERY', 'INSTALL'] });
    const { lines } = priceOrder(o, [r, e, b]);
    // FUEL: (9999 + 1001) × 5.5 % = 605; INSURANCE: 3000 × 1 % = 30 → min 500; SERVICE: 9999 × 50 % = 4999.5 → 5000 → cap 2000
    expect(lines.map((l) => [l.code, l.amount_cents])).toEqual([
      ['DELIVERY', 9999],
      ['INSTALL', 3000],
      ['REMOTE', 1001],
      ['FUEL', 605],
      ['INSURANCE', 500],
      ['SERVICE', 2000],
    ]);
    expect(lines[3].explanation).toMatchObject({ basis: 'RATIO', quantity: 11_000, formula: '(配送费 ¥99.99 + 偏远费 ¥10.01) ¥110.00 × 5.50% = ¥6.05' });
    expect(lines[5].explanation.formula).toBe('(配送费 ¥99.99) ¥99.99 × 50.00% = ¥50.00 → 封顶 ¥20.00');
    // nothing to be a percentage of: no ratio line
    expect(amounts([r], o)).toEqual([]);
  });

  it('a ratio of a ratio is refused by the row schema and by the engine', () => {
    expect(ratioRow.safeParse({ shape: 'ratio', zone: shArea, code: 'TAX', of: ['FUEL'], percent_bp: 600 }).error?.issues[0].message).toBe('qtRatioOfRatio');
    const forged = { ...(ratio({ code: 'TAX', of: ['DELIVERY'], percent_bp: 600 }) as Record<string, unknown>), of: ['DELIVERY', 'FUEL'] } as RateRow;
    const cards = [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 1000 })]), card('CONSIGNOR_RATIO', 'CONSIGNOR', 7, [forged])];
    const { lines, notes } = priceOrder(order(), cards);
    expect(lines.map((l) => l.code)).toEqual(['DELIVERY']);
    expect(notes).toEqual(['税费：比例费用不能以比例费用为基数，已拒绝']);
  });

  it('DELIVERY, INSTALL and UPSTAIRS only when the order asks for them; other codes always', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 100 }), basic({ code: 'INSTALL', unit_cents: 200 }), basic({ code: 'LOAD', unit_cents: 300 })]);
    expect(amounts([c], order({ services: [] }))).toEqual([['LOAD', 900]]);
    expect(amounts([c], order({ services: ['INSTALL'] }))).toEqual([
      ['INSTALL', 600],
      ['LOAD', 900],
    ]);
  });
});

describe('priceOrder: precedence', () => {
  const cents = (cards: RateCard[], o: PricingOrder = order()) => priceOrder(o, cards).lines.map((l) => l.amount_cents);

  it('party: the consignor’s own card over its template’s over the default', () => {
    const own = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 100 })]);
    const tpl = card('CONSIGNOR_BASIC', 'TEMPLATE', 70, [basic({ unit_cents: 200 })]);
    const def = card('CONSIGNOR_BASIC', 'CONSIGNOR', null, [basic({ unit_cents: 300 })]);
    expect(cents([def, tpl, own])).toEqual([300]);
    expect(cents([def, tpl])).toEqual([600]);
    expect(cents([def])).toEqual([900]);
    expect(cents([def, tpl], order({ template_id: null }))).toEqual([900]);
    // another consignor's card never prices this one
    expect(cents([card('CONSIGNOR_BASIC', 'CONSIGNOR', 99, [basic({ unit_cents: 1 })])])).toEqual([]);
    expect(priceOrder(order(), [def, tpl]).lines[0].explanation.party_rank).toBe('template');
  });

  it('party beats zone: an own card of the whole country over a district row of the default', () => {
    const own = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ zone: area(), unit_cents: 100 })]);
    const def = card('CONSIGNOR_BASIC', 'CONSIGNOR', null, [basic({ unit_cents: 300 })]);
    expect(cents([def, own])).toEqual([300]);
    // but an own card that does not cover the place leaves it to the next party rank
    const ownElsewhere = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ zone: area('110000'), unit_cents: 100 })]);
    expect(cents([def, ownElsewhere])).toEqual([900]);
  });

  it('zone: district over city over province over the whole country', () => {
    const rows = [basic({ zone: area(), unit_cents: 1 }), basic({ zone: area('310000'), unit_cents: 2 }), basic({ zone: area('310000', '310100'), unit_cents: 3 }), basic({ zone: shArea, unit_cents: 4 })];
    const c = (n: number) => card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, rows.slice(0, n));
    expect(cents([c(4)])).toEqual([12]);
    expect(cents([c(3)])).toEqual([9]);
    expect(cents([c(2)])).toEqual([6]);
    expect(cents([c(1)])).toEqual([3]);
    expect(priceOrder(order(), [c(3)]).lines[0].explanation.zone_level).toBe('city');
    // another district of the city: the city row
    expect(cents([c(4)], order({ district_code: '310104' }))).toEqual([9]);
  });

  it('category: the longest matching prefix over a shorter one over any product', () => {
    const rows = [basic({ unit_cents: 1 }), basic({ category: '家具', unit_cents: 2 }), basic({ category: '家具/沙发', unit_cents: 3 }), basic({ category: '家电', unit_cents: 7 })];
    expect(cents([card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, rows)])).toEqual([9]);
    expect(cents([card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, rows.slice(0, 2))])).toEqual([6]);
    // '家具' is a path segment: it does not match '家具城/床'
    expect(cents([card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, rows.slice(0, 2))], order({ categories: ['家具城/床'] }))).toEqual([3]);
    // zone ranks before category: a district row for any product over a city row for sofas
    expect(cents([card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ zone: area('310000', '310100'), category: '家具/沙发', unit_cents: 5 }), basic({ unit_cents: 1 })])])).toEqual([3]);
  });

  it('versions: the one in force on the service date; among cards at equal rank the newer version wins', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [
      version([basic({ unit_cents: 100 })], { version_no: 1, effective_from: '2026-01-01', effective_to: '2026-05-31' }),
      version([basic({ unit_cents: 200 })], { version_no: 2, effective_from: '2026-06-01', effective_to: null }),
      version([basic({ unit_cents: 999 })], { version_no: 3, effective_from: '2026-07-01', state: 'DRAFT' }),
    ]);
    expect(cents([c], order({ date: '2026-05-31' }))).toEqual([300]);
    expect(cents([c], order({ date: '2026-06-01' }))).toEqual([600]);
    expect(cents([c], order({ date: '2026-08-01' }))).toEqual([600]); // the draft is ignored
    expect(cents([c], order({ date: '2025-12-31' }))).toEqual([]);
    expect(priceOrder(order({ date: '2026-06-01' }), [c]).lines[0].explanation.version_no).toBe(2);
    const older = card('CONSIGNOR_BASIC', 'CONSIGNOR', null, [version([basic({ unit_cents: 10 })], { effective_from: '2026-02-01' })]);
    const newer = card('CONSIGNOR_BASIC', 'CONSIGNOR', null, [version([basic({ unit_cents: 20 })], { effective_from: '2026-03-01' })]);
    expect(cents([newer, older])).toEqual([60]);
    expect(cents([older, newer])).toEqual([60]);
  });

  it('disabled cards price nothing (the next rank does)', () => {
    const own = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 100 })], { status: 0 });
    const def = card('CONSIGNOR_BASIC', 'CONSIGNOR', null, [basic({ unit_cents: 300 })]);
    expect(cents([own, def])).toEqual([900]);
    expect(priceOrder(order(), [own]).notes).toEqual(['没有适用的报价']);
    expect(priceOrder(order(), [own], { lang: 'en' }).notes).toEqual(['No rate card applies']);
  });

  it('tiers at their bounds: [min, max) in base units; a quantity in no tier is a note', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ tier_min: 1, tier_max: 3, unit_cents: 100 }), basic({ tier_min: 3, tier_max: 10, unit_cents: 80 }), basic({ tier_min: 10, tier_max: null, unit_cents: 50 })]);
    expect(cents([c], order({ pieces: 1 }))).toEqual([100]);
    expect(cents([c], order({ pieces: 2 }))).toEqual([200]);
    expect(cents([c], order({ pieces: 3 }))).toEqual([240]);
    expect(cents([c], order({ pieces: 9 }))).toEqual([720]);
    expect(cents([c], order({ pieces: 10 }))).toEqual([500]);
    const r = priceOrder(order({ pieces: 0 }), [c]);
    expect(r.lines).toEqual([]);
    expect(r.notes).toEqual(['配送费：没有包含数量 0 件 的区间']);
    expect(priceOrder(order({ pieces: 0 }), [c], { lang: 'en' }).notes).toEqual(['Delivery: no tier contains 0 pc']);
  });
});

describe('priceOrder: limits', () => {
  it('a line above MAX_LINE_CENTS is refused with a note, the others stay', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ basis: 'WEIGHT', unit_cents: MAX_LINE_CENTS }), basic({ code: 'LOAD', unit_cents: 100 })]);
    const { lines, notes } = priceOrder(order({ weight_g: 2_000_000_000_000 }), [c]);
    expect(lines.map((l) => [l.code, l.amount_cents])).toEqual([['LOAD', 300]]);
    expect(notes).toEqual(['配送费：金额超过 ¥10,000,000.00，已拒绝']);
    expect(priceOrder(order({ weight_g: 2_000_000_000_000 }), [c], { lang: 'en' }).notes).toEqual(['Delivery: the amount exceeds ¥10,000,000.00 and is refused']);
    // exactly the maximum is priced
    expect(amounts([c], order({ weight_g: 1000 }))).toEqual([
      ['DELIVERY', MAX_LINE_CENTS],
      ['LOAD', 300],
    ]);
  });

  it('money in a formula follows the one money rule (formatYuan: ¥, thousands grouped, two decimals) in both languages', () => {
    const c = card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 123_456, min_cents: 1_000_000_000 }), basic({ code: 'INSTALL', basis: 'WEIGHT', mode: 'FIRST_ADDITIONAL', first_units: 20_000, first_cents: 300_000, step_units: 10_000, additional_cents: 80_000 })]);
    const [delivery, install] = priceOrder(order({ pieces: 1200, services: ['DELIVERY', 'INSTALL'] }), [c]).lines;
    expect(delivery.explanation.formula).toBe('¥1,234.56/件 × 1200 件 = ¥1,481,472.00 → 最低收费 ¥10,000,000.00');
    expect(formulaText(delivery.explanation, 'en')).toBe('¥1,234.56/pc × 1200 pc = ¥1,481,472.00 → minimum ¥10,000,000.00');
    expect(install.explanation.formula).toBe('85.000 kg：首 20.000 kg ¥3,000.00 + 续 7 × ¥800.00/10.000 kg = ¥8,600.00');
    expect(formulaText(install.explanation, 'en')).toBe('85.000 kg: first 20.000 kg ¥3,000.00 + 7 × ¥800.00 per 10.000 kg = ¥8,600.00');
    for (const l of [delivery, install]) for (const lang of ['zh', 'en'] as const) expect(formulaText(l.explanation, lang)).not.toMatch(/元|yuan/);
  });

  it('formulas: false leaves the formula out; formulaText writes it again from the stored figures', () => {
    const cards = [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ basis: 'VOLUME', unit_cents: 1250, min_cents: 1000 })])];
    const bare = priceOrder(order(), cards, { formulas: false }).lines[0].explanation;
    expect(bare.formula).toBe('');
    expect(formulaText(bare, 'zh')).toBe(priceOrder(order(), cards).lines[0].explanation.formula);
  });

  it('a compiled set prices like the raw cards', () => {
    const cards = [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 100 })]), card('DELIVERY_BASIC', 'DELIVERY', null, [basic({ unit_cents: 50 })])];
    expect(priceOrder(order(), compileCards(cards))).toEqual(priceOrder(order(), cards));
  });
});
