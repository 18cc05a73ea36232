import { describe, expect, it } from 'vitest';
import { matchLoadScan, type LoadCarton, type LoadScanInput } from './scan-match';

const carton = (packageNo: string, orderId: number, over: Partial<LoadCarton> = {}): LoadCarton => ({
  packageNo,
  orderId,
  orderNo: packageNo.slice(0, -4),
  planned: true,
  loadable: true,
  goesTheWay: true,
  ...over,
});

function input(over: Partial<LoadScanInput> = {}): LoadScanInput {
  const cartons = new Map(
    [carton('2100000001-001', 1), carton('2100000001-002', 1), carton('2100000002-001', 2), carton('2100000003-001', 3, { planned: false })].map((c) => [c.packageNo, c]),
  );
  return {
    phase: 'load',
    scanPhase: 'load',
    code: '2100000001-001',
    cartons,
    orderCartons: new Map([
      ['2100000001', ['2100000001-001', '2100000001-002']],
      ['2100000002', ['2100000002-001']],
      ['2100000003', ['2100000003-001']],
    ]),
    done: new Set(),
    allowUnplanned: true,
    ...over,
  };
}

describe('matchLoadScan — loading', () => {
  it('accepts a planned carton, in any case and with spaces', () => {
    expect(matchLoadScan(input({ code: ' 2100000001-002 ' }))).toEqual({ result: 'ok', accepted: true, packageNo: '2100000001-002', orderId: 1 });
  });
  it('counts a carton once', () => {
    expect(matchLoadScan(input({ done: new Set(['2100000001-001']) })).result).toBe('duplicate');
  });
  it('takes an order number for its only carton, and asks for cartons when there are several', () => {
    expect(matchLoadScan(input({ code: '2100000002' }))).toMatchObject({ result: 'ok', packageNo: '2100000002-001' });
    expect(matchLoadScan(input({ code: '2100000001' }))).toMatchObject({ result: 'need_carton', accepted: false });
  });
  it('takes a split order number for the carton it still owns, whatever its label', () => {
    // the parent kept only -002; the child 2100000001S1 owns -001 under the parent's label
    const cartons = new Map([carton('2100000001-002', 1), carton('2100000001-001', 4)].map((c) => [c.packageNo, c]));
    const orderCartons = new Map([
      ['2100000001', ['2100000001-002']],
      ['2100000001S1', ['2100000001-001']],
    ]);
    expect(matchLoadScan(input({ code: '2100000001', cartons, orderCartons }))).toMatchObject({ result: 'ok', packageNo: '2100000001-002', orderId: 1 });
    expect(matchLoadScan(input({ code: '2100000001s1', cartons, orderCartons }))).toMatchObject({ result: 'ok', packageNo: '2100000001-001', orderId: 4 });
    const facts = { orderId: 9, orderNo: '2100000009', cartonNos: ['2100000009-003'], loadable: true, goesTheWay: true, onOtherLoad: false };
    expect(matchLoadScan(input({ code: '2100000009', facts }))).toMatchObject({ result: 'unplanned', packageNo: '2100000009-003' });
  });
  it('accepts a carton of an order that joined unplanned as unplanned', () => {
    expect(matchLoadScan(input({ code: '2100000003-001' }))).toMatchObject({ result: 'unplanned', accepted: true });
  });
  it('refuses cartons whose order cannot travel or goes elsewhere', () => {
    const cartons = new Map([['2100000001-001', carton('2100000001-001', 1, { loadable: false })], ['2100000002-001', carton('2100000002-001', 2, { goesTheWay: false })]]);
    expect(matchLoadScan(input({ cartons })).result).toBe('wrong_status');
    expect(matchLoadScan(input({ cartons, code: '2100000002-001' })).result).toBe('wrong_destination');
  });
  it('decides a carton not on the load from the facts', () => {
    const facts = { orderId: 9, orderNo: '2100000009', cartonNos: ['2100000009-001', '2100000009-002'], loadable: true, goesTheWay: true, onOtherLoad: false };
    expect(matchLoadScan(input({ code: '2100000009-001', facts }))).toMatchObject({ result: 'unplanned', accepted: true, orderId: 9 });
    expect(matchLoadScan(input({ code: '2100000009-001', facts, allowUnplanned: false }))).toMatchObject({ result: 'unplanned', accepted: false });
    expect(matchLoadScan(input({ code: '2100000009-001', facts: { ...facts, onOtherLoad: true } })).result).toBe('other_load');
    expect(matchLoadScan(input({ code: '2100000009-001', facts: { ...facts, loadable: false } })).result).toBe('wrong_status');
    expect(matchLoadScan(input({ code: '2100000009-001', facts: { ...facts, goesTheWay: false } })).result).toBe('wrong_destination');
    expect(matchLoadScan(input({ code: '2100000009', facts })).result).toBe('need_carton');
    expect(matchLoadScan(input({ code: '2100000009-001', facts: null })).result).toBe('unknown');
    expect(matchLoadScan(input({ code: 'hello world' })).result).toBe('unknown');
  });
  it('offline, accepts an unknown carton provisionally only when the load takes unplanned cartons', () => {
    expect(matchLoadScan(input({ code: '2100000009-001' }))).toMatchObject({ result: 'unplanned', accepted: true, provisional: true });
    expect(matchLoadScan(input({ code: '2100000009-001', allowUnplanned: false }))).toMatchObject({ result: 'unplanned', accepted: false });
  });
  it('refuses a load scan when the load takes none', () => {
    expect(matchLoadScan(input({ phase: 'unload' })).result).toBe('wrong_status');
    expect(matchLoadScan(input({ phase: null })).result).toBe('wrong_status');
  });
});

describe('matchLoadScan — unloading', () => {
  const manifest = new Set(['2100000001-001', '2100000001-002']);
  it('accepts a carton of the manifest once', () => {
    expect(matchLoadScan(input({ phase: 'unload', scanPhase: 'unload', manifest }))).toMatchObject({ result: 'ok', accepted: true });
    expect(matchLoadScan(input({ phase: 'unload', scanPhase: 'unload', manifest, done: new Set(['2100000001-001']) })).result).toBe('duplicate');
  });
  it('records a carton that did not depart as an overage', () => {
    expect(matchLoadScan(input({ phase: 'unload', scanPhase: 'unload', manifest, code: '2100000002-001' }))).toMatchObject({ result: 'over', accepted: true });
  });
});
