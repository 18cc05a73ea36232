/** The dock tablet's local sums: verdicts from the downloaded load plus this device's scans, and the live figures. */
import { describe, expect, it } from 'vitest';
import { countingDeviceScans, dockFigures, dockModel, matchOnDevice, type DeviceScan, type DeviceScanState } from './dock';
import { load } from './load-fixture.test-support';

const device = (packageNo: string, state: DeviceScanState, phase: 'load' | 'unload' = 'load', accepted = true): DeviceScan & { state: DeviceScanState } => ({
  id: `s-${packageNo}`,
  phase,
  code: packageNo,
  packageNo,
  result: 'ok',
  accepted,
  provisional: false,
  entryId: 'e1',
  occurredAt: '',
  state,
});

describe('dock matching on the device', () => {
  it('a planned carton is ok, the same carton again a duplicate once the server or this device has it', () => {
    const l = load('loading');
    const m = dockModel(l);
    expect(matchOnDevice(m, l, [], 'load', 'a00001-002')).toMatchObject({ result: 'ok', accepted: true, packageNo: 'A00001-002' });
    // the server already counts -001 as loaded
    expect(matchOnDevice(m, l, [], 'load', 'A00001-001').result).toBe('duplicate');
    // this device queued -002 and the server does not know it yet
    expect(matchOnDevice(m, l, [device('A00001-002', 'queued')], 'load', 'A00001-002').result).toBe('duplicate');
  });

  it('an order number of a one-carton order stands for its carton; of a several-carton order asks for each carton', () => {
    const l = load('planned');
    const m = dockModel(l);
    expect(matchOnDevice(m, l, [], 'load', 'B00002')).toMatchObject({ result: 'ok', packageNo: 'B00002-001' });
    expect(matchOnDevice(m, l, [], 'load', 'A00001').result).toBe('need_carton');
  });

  it('a carton the device never downloaded is provisionally unplanned when the load allows it, refused when not', () => {
    const l = load('loading');
    expect(matchOnDevice(dockModel(l), l, [], 'load', 'Z99999-001')).toMatchObject({ result: 'unplanned', accepted: true, provisional: true });
    const strict = load('loading', { allow_unplanned: false });
    expect(matchOnDevice(dockModel(strict), strict, [], 'load', 'Z99999-001')).toMatchObject({ result: 'unplanned', accepted: false });
  });

  it('unloading: a manifest carton is ok, a carton that did not depart is an accepted overage; a load scan is wrong_status', () => {
    const l = load('departed');
    const m = dockModel(l);
    expect(matchOnDevice(m, l, [], 'unload', 'A00001-001')).toMatchObject({ result: 'ok', accepted: true });
    expect(matchOnDevice(m, l, [], 'unload', 'Q12345-001')).toMatchObject({ result: 'over', accepted: true });
    expect(matchOnDevice(m, l, [], 'load', 'A00001-001').result).toBe('wrong_status');
  });
});

describe('dock figures', () => {
  it('loaded vs planned, kg and m³ and the rates move with the scans made here; a refused or failed scan does not count', () => {
    const l = load('loading');
    const m = dockModel(l);
    const scans = [device('A00001-002', 'queued'), device('B00002-001', 'failed'), device('Z99999-001', 'queued')];
    const counting = countingDeviceScans(scans, 'load');
    expect(counting.map((s) => s.packageNo)).toEqual(['A00001-002', 'Z99999-001']);
    const f = dockFigures(l, m, counting);
    expect(f.expected).toBe(3);
    expect(f.doneExpected).toBe(2);
    expect(f.extra).toBe(1);
    expect(f.weight_g).toBe(100_000);
    expect(f.rates).toMatchObject({ weight: 50, volume: 100, pieces: null, over: false });
    expect(f.missing.map((c) => c.packageNo)).toEqual(['B00002-001']);
  });

  it('unloading counts against the manifest and lists what is still on the truck', () => {
    const l = load('departed');
    const f = dockFigures(l, dockModel(l), countingDeviceScans([device('A00001-001', 'sent', 'unload')], 'unload'));
    expect(f).toMatchObject({ expected: 3, doneExpected: 1, extra: 0 });
    expect(f.missing.map((c) => c.packageNo)).toEqual(['A00001-002', 'B00002-001']);
  });
});
