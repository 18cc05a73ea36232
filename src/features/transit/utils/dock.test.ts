/** The dock tablet's local sums: verdicts from the downloaded load plus this device's scans, and the live figures. */
import { describe, expect, it } from 'vitest';
import type { LoadDetail } from '@/domain/transit/api';
import { countingDeviceScans, dockFigures, dockModel, matchOnDevice, type DeviceScan, type DeviceScanState } from './dock';

const carton = (no: string, extra: Partial<LoadDetail['orders'][number]['cartons'][number]> = {}) => ({
  package_no: no,
  product_id: 1,
  product_name: '沙发',
  weight_g: 50_000,
  volume_cm3: 500_000,
  loaded: false,
  departed: false,
  unloaded: false,
  ...extra,
});

function load(status: LoadDetail['status'], over: Partial<LoadDetail> = {}): LoadDetail {
  const order = (id: number, no: string, cartons: ReturnType<typeof carton>[], planned = true) => ({
    order_id: id,
    order_no: no,
    status: 'IN_WAREHOUSE',
    planned,
    loadable: true,
    goes_the_way: true,
    consignor_name: '',
    end_contact: '',
    end_area: '',
    dest_station_name: '',
    cartons,
  });
  return {
    id: 7,
    load_no: 'PZ2611260001',
    type: 'line_haul',
    status,
    from_site: { type: 'warehouse', id: 1, key: 'warehouse:1', name: '上海仓' },
    to_site: { type: 'station', id: 2, key: 'station:2', name: '北京站' },
    line_id: null,
    line_name: '',
    carrier_resource_id: null,
    carrier_name: '',
    driver_resource_id: null,
    driver_name: '',
    driver_phone: '',
    vehicle_plate: '',
    vehicle_type: 'V42',
    capacity_weight_g: 200_000,
    capacity_volume_cm3: 1_000_000,
    capacity_pieces: 0,
    loaded_weight_g: 0,
    loaded_volume_cm3: 0,
    fee_cents: 0,
    allow_unplanned: true,
    tracking_no: '',
    memo: '',
    planned_departure_at: '2026-11-26T12:00:00.000Z',
    departed_at: null,
    arrived_at: null,
    closed_at: null,
    plan_id: null,
    figures: { planned_orders: 2, planned_cartons: 3, loaded_cartons: 0, departed_cartons: 0, unloaded_cartons: 0, short: 0, over: 0, left_behind: 0 },
    version: 1,
    created_by_name: '',
    created_at: '',
    updated_at: '',
    orders: [
      order(1, 'A00001', [carton('A00001-001', status === 'departed' ? { loaded: true, departed: true } : { loaded: status === 'loading' }), carton('A00001-002', status === 'departed' ? { loaded: true, departed: true } : {})]),
      order(2, 'B00002', [carton('B00002-001', status === 'departed' ? { loaded: true, departed: true } : {})]),
    ],
    scans: [],
    discrepancies: [],
    events: [],
    actions: [],
    round: 1,
    ...over,
  };
}

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
