import { describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentLine } from '@/domain/warehouse/api';
import { matchScan, startedOnDevice, type ScanMatchInput } from './scan-matcher';

const line = (id: number, over: Partial<DocumentLine> = {}): DocumentLine => ({
  id,
  line_no: id,
  product_id: 100 + id,
  product_code: `SKU-${id}`,
  product_name: `产品${id}`,
  package_no: '',
  owner_id: 0,
  owner_name: '',
  location_id: 1,
  location_code: 'A-01',
  to_location_id: null,
  to_location_code: '',
  expected: 1,
  done: 0,
  damaged: 0,
  on_hand_at_count: null,
  difference: null,
  memo: '',
  ...over,
});

const lines = [line(1, { package_no: '2000000001-001' }), line(2, { package_no: '2000000001-002' }), line(3, { product_code: 'SOFA-3', expected: 2 })];
const input = (code: string, extra: Partial<ScanMatchInput> = {}): ScanMatchInput => ({ kind: 'inbound', status: 'confirmed', lines, pending: [], scannedCartons: new Set(), code, ...extra });

describe('matchScan (the scan confirmed on the device)', () => {
  it('ok: a carton of the document, or a product code with room left', () => {
    expect(matchScan(input('2000000001-002'))).toMatchObject({ result: 'ok', lineId: 2, packageNo: '2000000001-002', quantity: 1 });
    expect(matchScan(input(' sofa-3 '))).toMatchObject({ result: 'ok', lineId: 3, packageNo: '', quantity: 1, message: { key: 'whScanOk' } });
    expect(matchScan(input('SOFA-3', { quantity: 2 }))).toMatchObject({ result: 'ok', quantity: 2 });
  });

  it('unexpected: a carton or a code not on the document', () => {
    expect(matchScan(input('2000000001-009'))).toMatchObject({ result: 'unexpected', lineId: null, message: { key: 'whScanUnexpected', params: { code: '2000000001-009' } } });
    expect(matchScan(input('CHAIR-9'))).toMatchObject({ result: 'unexpected', lineId: null });
  });

  it('duplicate: a carton already scanned here, waiting in the outbox, or counted by the server (another device)', () => {
    expect(matchScan(input('2000000001-001', { scannedCartons: new Set(['2000000001-001']) }))).toMatchObject({ result: 'duplicate', lineId: null, message: { key: 'whScanDuplicate' } });
    const received = [line(1, { package_no: '2000000001-001', done: 1 })];
    expect(matchScan(input('2000000001-001', { lines: received }))).toMatchObject({ result: 'duplicate' });
    // a carton typed in lower case is the same carton
    const lettered = [line(9, { package_no: 'AB12345678-001' })];
    expect(matchScan(input('ab12345678-001', { lines: lettered }))).toMatchObject({ result: 'ok', lineId: 9, packageNo: 'AB12345678-001' });
    expect(matchScan(input('ab12345678-001', { lines: lettered, scannedCartons: new Set(['AB12345678-001']) })).result).toBe('duplicate');
  });

  it('a product code matches loose lines only, as on the server (a carton line is scanned by its carton number)', () => {
    expect(matchScan(input('SKU-1'))).toMatchObject({ result: 'unexpected', lineId: null });
  });

  it('over: more units of a product than the document expects (unsent scans included)', () => {
    expect(matchScan(input('SOFA-3', { pending: [{ lineId: 3, quantity: 2 }] }))).toMatchObject({ result: 'over', lineId: 3, message: { key: 'whScanOver' } });
    expect(matchScan(input('SOFA-3', { quantity: 3 }))).toMatchObject({ result: 'over' });
    expect(matchScan(input('SOFA-3', { lines: [line(3, { product_code: 'SOFA-3', expected: 2, done: 1 })], pending: [{ lineId: 3, quantity: 1 }] }))).toMatchObject({ result: 'over' });
  });

  it('wrong_status: a document that does not take scans now', () => {
    expect(matchScan(input('2000000001-001', { status: 'draft' }))).toMatchObject({ result: 'wrong_status', lineId: null, message: { key: 'whScanWrongStatus', params: { status: 'draft' } } });
    expect(matchScan(input('SOFA-3', { kind: 'outbound', status: 'draft' }))).toMatchObject({ result: 'wrong_status' });
    expect(matchScan(input('SOFA-3', { kind: 'outbound', status: 'picking' }))).toMatchObject({ result: 'ok' });
    expect(matchScan(input('SOFA-3', { kind: 'lock', status: 'active' }))).toMatchObject({ result: 'wrong_status' });
  });

  it('a blind count is never over: it counts what it finds; a carton counts once', () => {
    const count = [line(7, { product_code: 'BED-7', expected: 0, done: 5 }), line(8, { package_no: '3000000001-001', expected: 0 })];
    const counting = { kind: 'count', status: 'counting', lines: count, locationId: 1 } as const;
    expect(matchScan(input('BED-7', { ...counting, quantity: 4 }))).toMatchObject({ result: 'ok', lineId: 7, quantity: 4, found: false });
    expect(matchScan(input('3000000001-001', counting))).toMatchObject({ result: 'ok', lineId: 8 });
    expect(matchScan(input('3000000001-001', { ...counting, scannedCartons: new Set(['3000000001-001']), pending: [{ lineId: 8, quantity: 1 }] }))).toMatchObject({ result: 'duplicate' });
  });

  it('a count sends a code it did not list (the server adds the line when it knows the code), once per carton', () => {
    const count = [line(7, { product_code: 'BED-7', expected: 0, location_id: 1 })];
    const counting = { kind: 'count', status: 'counting', lines: count, locationId: 1 } as const;
    expect(matchScan(input('SOFA-9', { ...counting, quantity: 2 }))).toMatchObject({ result: 'ok', lineId: null, found: true, quantity: 2 });
    expect(matchScan(input('4000000001-001', counting))).toMatchObject({ result: 'ok', lineId: null, found: true, packageNo: '4000000001-001', quantity: 1 });
    expect(matchScan(input('4000000001-001', { ...counting, scannedCartons: new Set(['4000000001-001']) }))).toMatchObject({ result: 'duplicate', found: false });
    // the line of another location is not this location's: what is found here is found here
    expect(matchScan(input('BED-7', { ...counting, locationId: 2 }))).toMatchObject({ result: 'ok', lineId: null, found: true });
    // no location known (a whole-warehouse count before one is chosen): nothing the server could place
    expect(matchScan(input('SOFA-9', { ...counting, locationId: null }))).toMatchObject({ result: 'unexpected', found: false });
    // other kinds keep the unlisted code on the device
    expect(matchScan(input('SOFA-9', { locationId: 1 }))).toMatchObject({ result: 'unexpected', found: false });
  });

  it('agrees with the server: the same domain rule on the same figures', () => {
    // a carton line already complete on the server (received by figures, or on another device) is refused as the server would
    const done = [line(1, { package_no: '2000000001-001', done: 1 })];
    expect(matchScan(input('2000000001-001', { lines: done })).result).toBe('duplicate');
    expect(matchScan(input('SOFA-3', { lines: [line(3, { product_code: 'SOFA-3', expected: 2, done: 2 })] })).result).toBe('over');
  });
});

describe('startedOnDevice (a confirmed outbound scanned here is picking)', () => {
  const outbound = { id: 7, kind: 'outbound', status: 'confirmed', actions: ['start_pick', 'cancel'], lines } as unknown as DocumentDetail;
  it('shows picking with the picking actions once a scan is accepted here, and nothing else changes', () => {
    expect(startedOnDevice(outbound, false)).toBe(outbound);
    expect(startedOnDevice(outbound, true)).toMatchObject({ id: 7, status: 'picking', actions: ['pick', 'cancel'], lines });
    expect(matchScan(input('2000000001-001', { kind: 'outbound', status: 'confirmed' }))).toMatchObject({ result: 'ok', lineId: 1 });
    const inbound = { ...outbound, kind: 'inbound' } as DocumentDetail;
    expect(startedOnDevice(inbound, true)).toBe(inbound);
    const picking = { ...outbound, status: 'picking' } as DocumentDetail;
    expect(startedOnDevice(picking, true)).toBe(picking);
  });
});
