import { describe, expect, it } from 'vitest';
import { actionsFor, countDifference, lineDifference, nextStatus, TRANSITIONS, type DocumentKind } from './documents';

describe('warehouse document lifecycles', () => {
  it('inbound: draft → confirmed → received → put away; cancel at any step before the end, with moves once stock moved', () => {
    expect(nextStatus('inbound', 'draft', 'confirm')).toBe('confirmed');
    expect(nextStatus('inbound', 'confirmed', 'receive')).toBe('received');
    expect(nextStatus('inbound', 'received', 'put_away')).toBe('put_away');
    expect(nextStatus('inbound', 'draft', 'receive')).toBeNull();
    expect(nextStatus('inbound', 'cancelled', 'confirm')).toBeNull();
    expect(actionsFor('inbound', 'received')).toEqual(['put_away', 'cancel']);
    expect(actionsFor('inbound', 'cancelled')).toEqual([]);
  });

  it('outbound reserves on confirm and can no longer be cancelled once shipped', () => {
    expect(TRANSITIONS.outbound.confirm.moves).toBe(true);
    expect(nextStatus('outbound', 'picked', 'ship')).toBe('shipped');
    expect(nextStatus('outbound', 'shipped', 'cancel')).toBeNull();
    expect(actionsFor('outbound', 'picking')).toEqual(['pick', 'cancel']);
  });

  it('a count only writes moves when its review approves it', () => {
    const writing = Object.entries(TRANSITIONS.count).filter(([, t]) => t.moves).map(([a]) => a);
    expect(writing).toEqual(['approve']);
    expect(nextStatus('count', 'submitted', 'reject')).toBe('rejected');
    expect(nextStatus('count', 'counting', 'approve')).toBeNull();
  });

  it('refuses unknown actions and inherited property names', () => {
    for (const kind of Object.keys(TRANSITIONS) as DocumentKind[]) {
      expect(nextStatus(kind, 'draft', 'toString')).toBeNull();
      expect(nextStatus(kind, 'draft', 'nope')).toBeNull();
    }
  });

  it('every status reached is a listed status, and every terminal status offers nothing', () => {
    for (const kind of Object.keys(TRANSITIONS) as DocumentKind[]) {
      const table = TRANSITIONS[kind] as Record<string, { from: readonly string[]; to: string }>;
      const targets = new Set(Object.values(table).map((t) => t.to));
      const sources = new Set(Object.values(table).flatMap((t) => [...t.from]));
      for (const terminal of [...targets].filter((t) => !sources.has(t))) expect(actionsFor(kind, terminal)).toEqual([]);
    }
  });

  it('received lines: short, over and sound; bad numbers refused', () => {
    expect(lineDifference({ expected: 10, received: 8, damaged: 1 })).toEqual({ short: 2, over: 0, sound: 7 });
    expect(lineDifference({ expected: 3, received: 4, damaged: 0 })).toEqual({ short: 0, over: 1, sound: 4 });
    expect(() => lineDifference({ expected: 3, received: 1, damaged: 2 })).toThrow(RangeError);
    expect(() => lineDifference({ expected: 3, received: -1, damaged: 0 })).toThrow(RangeError);
    expect(() => lineDifference({ expected: 3, received: 1.5, damaged: 0 })).toThrow(RangeError);
  });

  it('a count difference is counted minus on hand', () => {
    expect(countDifference(5, 3)).toBe(-2);
    expect(countDifference(5, 5)).toBe(0);
    expect(() => countDifference(5, -1)).toThrow(RangeError);
  });
});
