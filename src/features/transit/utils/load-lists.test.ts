import { describe, expect, it } from 'vitest';
import { loadListFor, loadListParams, validateLoadListSearch } from './load-lists';

describe('transit load lists', () => {
  it('each path and its /saas/transit2 alias find their config', () => {
    expect(loadListFor('/saas/transit/drayage/index')?.type).toBe('drayage');
    expect(loadListFor('/saas/transit2/shipment/index/')?.type).toBe('handover');
    expect(loadListFor('/saas/transit2/arrive/index')?.arrivals).toBe(true);
    expect(loadListFor('/saas/transit/stowage/create')).toBeUndefined();
  });

  it('the URL keeps only valid filters; a fixed type wins over the URL and arrivals default to departed', () => {
    const s = validateLoadListSearch({ type: 'line_haul', status: 'nope', from_site: 'warehouse:3', to_site: 'x:1', date_from: '2026-11-01', per_page: '7', load_no: ' PZ1 ' });
    expect(s).toEqual({ type: 'line_haul', status: undefined, line_id: undefined, from_site: 'warehouse:3', to_site: undefined, load_no: 'PZ1', date_from: '2026-11-01', date_to: undefined, page: undefined, per_page: undefined, load: undefined });
    expect(loadListParams({ path: '', type: 'drayage' }, s)).toMatchObject({ type: 'drayage', from_site: 'warehouse:3' });
    expect(loadListParams({ path: '', arrivals: true }, {})).toMatchObject({ status: 'departed' });
  });
});
