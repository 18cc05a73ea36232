import { describe, expect, it } from 'vitest';
import { matchScan, SCAN_STARTS, takesScans, type ScanLine } from './scan-match';

const lines: ScanLine[] = [
  { id: 1, productId: 11, productCode: 'SOFA-1', packageNo: '2100000001-001', locationId: 5, expected: 1, done: 0 },
  { id: 2, productId: 12, productCode: 'LAMP-2', packageNo: '', locationId: 5, expected: 2, done: 0 },
];
const scan = (code: string, quantity = 1) => ({ code, quantity, locationId: null });

describe('matchScan on an outbound', () => {
  it('a confirmed outbound takes scans: its first scan starts the pick (start_pick → picking)', () => {
    expect(takesScans('outbound', 'confirmed')).toBe(true);
    expect(SCAN_STARTS.outbound).toEqual({ from: 'confirmed', action: 'start_pick', to: 'picking' });
    expect(matchScan('outbound', takesScans('outbound', 'confirmed'), lines, new Set(), scan('2100000001-001'))).toMatchObject({ result: 'ok', line: { id: 1 }, packageNo: '2100000001-001' });
    expect(matchScan('outbound', takesScans('outbound', 'confirmed'), lines, new Set(), scan('lamp-2', 2))).toMatchObject({ result: 'ok', line: { id: 2 } });
    // the same rules as while picking: a carton once, no more than expected
    expect(matchScan('outbound', takesScans('outbound', 'confirmed'), lines, new Set(['2100000001-001']), scan('2100000001-001')).result).toBe('duplicate');
    expect(matchScan('outbound', takesScans('outbound', 'confirmed'), lines, new Set(), scan('LAMP-2', 3)).result).toBe('over');
  });

  it('picking takes scans; draft, picked, shipped and cancelled do not', () => {
    expect(takesScans('outbound', 'picking')).toBe(true);
    for (const status of ['draft', 'picked', 'shipped', 'cancelled']) {
      expect(takesScans('outbound', status)).toBe(false);
      expect(matchScan('outbound', takesScans('outbound', status), lines, new Set(), scan('2100000001-001')).result).toBe('wrong_status');
    }
  });

  it('no other kind starts on a scan: an inbound takes scans only once confirmed, a count only while counting', () => {
    expect(SCAN_STARTS.inbound).toBeUndefined();
    expect(SCAN_STARTS.count).toBeUndefined();
    expect(takesScans('inbound', 'draft')).toBe(false);
    expect(takesScans('inbound', 'confirmed')).toBe(true);
    expect(takesScans('count', 'draft')).toBe(false);
    expect(takesScans('count', 'counting')).toBe(true);
  });
});
