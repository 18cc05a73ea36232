import { describe, expect, it } from 'vitest';
import { emptyLoadForm, formCapacity, toLoadBody } from './load-form';

const base = () => ({ ...emptyLoadForm('line_haul', new Date(2026, 10, 26, 9)), from_site: 'warehouse:1', to_site: 'station:2' });

describe('the create form', () => {
  it('defaults to tonight 20:00 and a 9.6 m truck (drayage: 4.2 m)', () => {
    expect(base().planned_departure).toBe('2026-11-26T20:00');
    expect(emptyLoadForm('drayage').vehicle_type).toBe('V42');
  });

  it('yuan become fen, a custom capacity kg/m³ grams/cm³, the departure ISO', () => {
    const r = toLoadBody({ ...base(), fee_yuan: '1200.5', vehicle_type: '', capacity_kg: '1500.25', capacity_m3: '12.5', order_ids: [3, 4] });
    expect(r.errors).toBeNull();
    expect(r.body).toMatchObject({ fee_cents: 120050, capacity_weight_g: 1_500_250, capacity_volume_cm3: 12_500_000, order_ids: [3, 4], planned_departure_at: new Date(2026, 10, 26, 20).toISOString() });
    expect(r.body).not.toHaveProperty('vehicle_type');
    expect(formCapacity({ ...base(), vehicle_type: 'V42' })).toEqual({ weight_g: 2_000_000, volume_cm3: 16_000_000, pieces: 0 });
  });

  it('names the field of each problem: amount, capacity, same site, missing site', () => {
    expect(toLoadBody({ ...base(), fee_yuan: '12.345' }).errors).toMatchObject({ fee_yuan: 'amount' });
    expect(toLoadBody({ ...base(), vehicle_type: '' }).errors).toMatchObject({ capacity_kg: 'tsCapacityRequired' });
    expect(toLoadBody({ ...base(), to_site: 'warehouse:1' }).errors).toMatchObject({ to_site: 'tsSameSite' });
    expect(toLoadBody({ ...base(), from_site: '' }).errors).toMatchObject({ from_site: 'tsSiteRequired' });
  });
});
