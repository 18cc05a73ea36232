import { beforeEach, describe, expect, it } from 'vitest';
import { loadTablePrefs, moveColumn, orderColumns, pageHash, prefsKey, saveTablePrefs } from './table-prefs';

beforeEach(() => localStorage.clear());

describe('table prefs', () => {
  it('hashes the page path stably and distinctly', () => {
    expect(pageHash('/saas/waybill/all/index')).toBe(pageHash('/saas/waybill/all/index'));
    expect(pageHash('/saas/waybill/all/index')).toMatch(/^[0-9a-f]{8}$/);
    expect(pageHash('/saas/waybill/all/index')).not.toBe(pageHash('/saas/order/all/index'));
    expect(pageHash('/a', 'tab1')).not.toBe(pageHash('/a'));
  });
  it('persists page size, hidden columns and order per page, merging changes', () => {
    saveTablePrefs('/a', { pageSize: 50 });
    saveTablePrefs('/a', { hidden: ['memo'] });
    saveTablePrefs('/b', { pageSize: 10 });
    expect(loadTablePrefs('/a')).toEqual({ pageSize: 50, hidden: ['memo'] });
    expect(loadTablePrefs('/b')).toEqual({ pageSize: 10 });
    expect(localStorage.getItem(prefsKey('/a'))).toContain('"memo"');
  });
  it('ignores corrupt or foreign data', () => {
    localStorage.setItem(prefsKey('/a'), '{not json');
    expect(loadTablePrefs('/a')).toEqual({});
    localStorage.setItem(prefsKey('/a'), JSON.stringify({ pageSize: -1, hidden: [1, 2], order: 'x' }));
    expect(loadTablePrefs('/a')).toEqual({});
  });
  it('orders columns by the stored order, appending new ones', () => {
    expect(orderColumns(['a', 'b', 'c', 'd'], ['c', 'x', 'a'])).toEqual(['c', 'a', 'b', 'd']);
    expect(orderColumns(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });
  it('moves a dragged column onto the target position', () => {
    expect(moveColumn(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveColumn(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveColumn(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(moveColumn(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});
