import { describe, expect, it } from 'vitest';
import { decideScan, effectiveStatus, localStatusAfter, tabCounts, taskActions } from './field-status';

describe('local status', () => {
  it('is what the queued action leads to, else the server status', () => {
    expect(effectiveStatus({ status: 'TO_SIGN', localStatus: null })).toBe('TO_SIGN');
    expect(effectiveStatus({ status: 'TO_SIGN', localStatus: 'TO_REVISIT' })).toBe('TO_REVISIT');
    expect(effectiveStatus({ status: 'WHATEVER', localStatus: null })).toBeNull();
  });

  it('maps each field action to its target status', () => {
    expect(localStatusAfter('appoint', 'TO_APPOINT')).toBe('TO_SIGN');
    expect(localStatusAfter('sign', 'TO_SIGN')).toBe('TO_REVISIT');
    expect(localStatusAfter('feedback', 'TO_REVISIT')).toBe('ARCHIVED');
    expect(localStatusAfter('receive', 'TO_RECEIVE')).toBe('RECEIVED');
    expect(localStatusAfter('warehouse_in', 'RECEIVED')).toBe('IN_WAREHOUSE');
    expect(localStatusAfter('warehouse_out', 'IN_WAREHOUSE')).toBe('OUT_WAREHOUSE');
    expect(localStatusAfter('reappoint', 'TO_SIGN')).toBe('TO_SIGN');
    expect(localStatusAfter('sign', 'TO_APPOINT')).toBeNull();
    // an abnormal record (registered from the card, queued offline) holds the order only if the server can: no local guess
    expect(localStatusAfter('report_abnormal', 'TO_SIGN')).toBeNull();
    expect(localStatusAfter('resolve_abnormal', 'ABNORMAL')).toBeNull();
    expect(localStatusAfter('transit_arrive', 'IN_TRANSIT')).toBeNull();
    expect(localStatusAfter('intercept', 'TO_SIGN')).toBe('INTERCEPTED');
  });

  it('counts cards per tab by their local status', () => {
    const rows = [
      { status: 'TO_APPOINT', localStatus: null },
      { status: 'TO_APPOINT', localStatus: 'TO_SIGN' },
      { status: 'TO_SIGN', localStatus: 'TO_REVISIT' },
      { status: 'TO_REVISIT', localStatus: 'ARCHIVED' },
    ];
    expect(tabCounts(rows)).toEqual({ TO_APPOINT: 1, TO_SIGN: 1, TO_REVISIT: 1 });
  });

  it('offers the actions the role may do', () => {
    expect(taskActions('delivery', 'TO_APPOINT')).toEqual(['appoint']);
    expect(taskActions('driver', 'TO_SIGN')).toEqual(['sign']);
    expect(taskActions('delivery', 'TO_REVISIT')).toEqual(['feedback']);
    expect(taskActions('servicer', 'TO_REVISIT')).toEqual(['feedback']);
    expect(taskActions(null, 'TO_SIGN')).toEqual([]);
    // a held order offers nothing on the card (its abnormal record is ended on the desk)
    expect(taskActions('delivery', 'ABNORMAL')).toEqual([]);
  });
});

describe('decideScan', () => {
  it('accepts an order whose local status allows the operation', () => {
    expect(decideScan('receive', 'servicer', { status: 'TO_RECEIVE', localStatus: null }, false)).toEqual({ kind: 'accept', to: 'RECEIVED' });
    expect(decideScan('warehouse_in', 'servicer', { status: 'TO_RECEIVE', localStatus: 'RECEIVED' }, false)).toEqual({ kind: 'accept', to: 'IN_WAREHOUSE' });
    expect(decideScan('warehouse_out', 'delivery', { status: 'IN_WAREHOUSE', localStatus: null }, false)).toEqual({ kind: 'accept', to: 'OUT_WAREHOUSE' });
  });

  it('refuses a wrong status, an unknown order, a role that may not, and flags duplicates first', () => {
    expect(decideScan('receive', 'servicer', { status: 'IN_WAREHOUSE', localStatus: null }, false)).toEqual({ kind: 'wrongStatus', status: 'IN_WAREHOUSE' });
    expect(decideScan('receive', 'servicer', { status: 'TO_RECEIVE', localStatus: 'RECEIVED' }, false)).toEqual({ kind: 'wrongStatus', status: 'RECEIVED' });
    expect(decideScan('receive', 'servicer', null, false)).toEqual({ kind: 'unknown' });
    expect(decideScan('receive', 'driver', { status: 'TO_RECEIVE', localStatus: null }, false)).toEqual({ kind: 'wrongRole' });
    expect(decideScan('receive', 'servicer', { status: 'TO_RECEIVE', localStatus: 'RECEIVED' }, true)).toEqual({ kind: 'duplicate' });
  });
});

describe('downloadAge', () => {
  it('says how long ago, in the largest whole unit', async () => {
    const { downloadAge } = await import('./age');
    const now = 1_000_000_000_000;
    expect(downloadAge(null, now)).toEqual({ key: 'field.age.never' });
    expect(downloadAge(now - 30_000, now)).toEqual({ key: 'field.age.justNow' });
    expect(downloadAge(now - 5 * 60_000, now)).toEqual({ key: 'field.age.minutes', count: 5 });
    expect(downloadAge(now - 3 * 3_600_000, now)).toEqual({ key: 'field.age.hours', count: 3 });
    expect(downloadAge(now - 50 * 3_600_000, now)).toEqual({ key: 'field.age.days', count: 2 });
  });
});
