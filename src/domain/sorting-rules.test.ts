import { describe, expect, it } from 'vitest';
import { matchRule, SORTING_KINDS, SORTING_RULE_BODIES, splitRuleBody, type SortingRule } from './sorting-rules';

const r = (x: Partial<SortingRule> & Pick<SortingRule, 'id'>): SortingRule => ({ kind: 'station', priority: 100, enabled: true, condition: {}, target: { target_station_id: 1 }, ...x });

describe('matchRule', () => {
  const input = { province_code: '310000', city_code: '310100', district_code: '310115', consignor_id: 7 };
  it('matches when every set condition equals the input', () => {
    const rules = [r({ id: 1, condition: { province_code: '320000' } }), r({ id: 2, condition: { province_code: '310000' } })];
    expect(matchRule('station', input, rules)?.id).toBe(2);
    expect(matchRule('station', { province_code: '110000' }, rules)).toBeNull();
  });
  it('a condition the input lacks does not match', () => {
    expect(matchRule('station', { province_code: '310000' }, [r({ id: 1, condition: { consignor_id: 7 } })])).toBeNull();
  });
  it('lowest priority number wins', () => {
    const rules = [r({ id: 1, priority: 5, condition: { district_code: '310115' } }), r({ id: 2, priority: 1, condition: { province_code: '310000' } })];
    expect(matchRule('station', input, rules)?.id).toBe(2);
  });
  it('on a tie the more specific rule wins, then the older', () => {
    const rules = [
      r({ id: 3, condition: { province_code: '310000' } }),
      r({ id: 4, condition: { province_code: '310000', consignor_id: 7 } }),
      r({ id: 2, condition: { province_code: '310000', city_code: '310100' } }),
    ];
    expect(matchRule('station', input, rules)?.id).toBe(2);
    expect(matchRule('station', input, [r({ id: 9 }), r({ id: 8 })])?.id).toBe(8);
  });
  it('ignores other kinds and disabled rules; a rule with no conditions is a catch-all', () => {
    const rules = [r({ id: 1, kind: 'delivery', priority: 1 }), r({ id: 2, enabled: false, priority: 1 }), r({ id: 3 })];
    expect(matchRule('station', input, rules)?.id).toBe(3);
  });
  it('compares numbers and numeric strings alike', () => {
    expect(matchRule('deliveryConsignor', { consignor_id: '7' }, [r({ id: 1, kind: 'deliveryConsignor', condition: { consignor_id: 7 }, target: { delivery_resource_id: 2 } })])?.id).toBe(1);
  });
  it('abnormal and ticket kinds match on their type', () => {
    const rules = [r({ id: 1, kind: 'abnormal', condition: { abnormal_type: 'DAMAGED' } }), r({ id: 2, kind: 'ticket', condition: { ticket_type: 'CLAIM' } })];
    expect(matchRule('abnormal', { abnormal_type: 'DAMAGED' }, rules)?.id).toBe(1);
    expect(matchRule('abnormal', { abnormal_type: 'LOST' }, rules)).toBeNull();
    expect(matchRule('ticket', { ticket_type: 'CLAIM', consignor_id: 3 }, rules)?.id).toBe(2);
  });
  it('static routes need both stations', () => {
    const rules = [r({ id: 1, kind: 'staticRoute', condition: { station_id: 1, end_station_id: 9 }, target: { next_station_id: 4 } })];
    expect(matchRule('staticRoute', { station_id: 1, end_station_id: 9 }, rules)?.target).toEqual({ next_station_id: 4 });
    expect(matchRule('staticRoute', { station_id: 1, end_station_id: 8 }, rules)).toBeNull();
  });
});

describe('bodies per kind', () => {
  it('each kind requires its target and its required conditions, and refuses other fields', () => {
    for (const kind of SORTING_KINDS) expect(SORTING_RULE_BODIES[kind].safeParse({ name: 'x' }).success).toBe(false);
    expect(SORTING_RULE_BODIES.station.safeParse({ name: 'a', target_station_id: 2 }).success).toBe(true);
    expect(SORTING_RULE_BODIES.station.safeParse({ name: 'a', target_station_id: 2, ticket_type: 'X' }).success).toBe(false);
    expect(SORTING_RULE_BODIES.abnormal.safeParse({ name: 'a', handler_group_id: 2 }).success).toBe(false);
    expect(SORTING_RULE_BODIES.abnormal.safeParse({ name: 'a', handler_group_id: '2', abnormal_type: 'DAMAGED' }).success).toBe(true);
  });
  it('a district needs its city; blanks are dropped; split into condition and target', () => {
    expect(SORTING_RULE_BODIES.delivery.safeParse({ name: 'a', delivery_resource_id: 1, district_code: '310115' }).success).toBe(false);
    const body = SORTING_RULE_BODIES.delivery.parse({ name: ' 浦东 ', delivery_resource_id: '5', province_code: '310000', city_code: '', product_category_code: '' });
    expect(splitRuleBody('delivery', body)).toEqual({ name: '浦东', priority: 100, status: undefined, memo: '', condition: { province_code: '310000' }, target: { delivery_resource_id: 5 } });
  });
});
