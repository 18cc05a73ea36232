import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '@/domain/warehouse/api';
import { matchScan, type ScanMatchInput } from './scan-matcher';

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

  it('duplicate: a carton already scanned here, or already received on the server', () => {
    expect(matchScan(input('2000000001-001', { scannedCartons: new Set(['2000000001-001']) }))).toMatchObject({ result: 'duplicate', lineId: 1 });
    const received = [line(1, { package_no: '2000000001-001', done: 1 })];
    expect(matchScan(input('2000000001-001', { lines: received }))).toMatchObject({ result: 'duplicate' });
    // the same carton waiting in the outbox counts as done
    expect(matchScan(input('2000000001-001', { pending: [{ lineId: 1, quantity: 1 }] }))).toMatchObject({ result: 'duplicate' });
  });

  it('over: more units of a product than the document expects (unsent scans included)', () => {
    expect(matchScan(input('SOFA-3', { pending: [{ lineId: 3, quantity: 2 }] }))).toMatchObject({ result: 'over', lineId: 3, message: { key: 'whScanOver' } });
    expect(matchScan(input('SOFA-3', { quantity: 3 }))).toMatchObject({ result: 'over' });
    expect(matchScan(input('SOFA-3', { lines: [line(3, { product_code: 'SOFA-3', expected: 2, done: 1 })], pending: [{ lineId: 3, quantity: 1 }] }))).toMatchObject({ result: 'over' });
  });

  it('wrong_status: a document that does not take scans now', () => {
    expect(matchScan(input('2000000001-001', { status: 'draft' }))).toMatchObject({ result: 'wrong_status', lineId: null, message: { key: 'whScanWrongStatus', params: { status: 'draft' } } });
    expect(matchScan(input('SOFA-3', { kind: 'outbound', status: 'confirmed' }))).toMatchObject({ result: 'wrong_status' });
    expect(matchScan(input('SOFA-3', { kind: 'outbound', status: 'picking' }))).toMatchObject({ result: 'ok' });
    expect(matchScan(input('SOFA-3', { kind: 'lock', status: 'active' }))).toMatchObject({ result: 'wrong_status' });
  });

  it('a blind count is never over: it counts what it finds; a carton counts once', () => {
    const count = [line(7, { product_code: 'BED-7', expected: 0, done: 5 }), line(8, { package_no: '3000000001-001', expected: 0 })];
    expect(matchScan(input('BED-7', { kind: 'count', status: 'counting', lines: count, quantity: 4 }))).toMatchObject({ result: 'ok', lineId: 7, quantity: 4 });
    expect(matchScan(input('3000000001-001', { kind: 'count', status: 'counting', lines: count }))).toMatchObject({ result: 'ok', lineId: 8 });
    expect(matchScan(input('3000000001-001', { kind: 'count', status: 'counting', lines: count, pending: [{ lineId: 8, quantity: 1 }] }))).toMatchObject({ result: 'duplicate' });
  });
});
