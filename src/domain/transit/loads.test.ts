import { describe, expect, it } from 'vitest';
import { LOAD_ACTIONS, LOAD_STATUSES, LOAD_TRANSITIONS, cartonMeasure, decideLoad, kgText, loadActionsFor, loadNo, loadRates, m3Text, scanPhaseOf } from './loads';

describe('load transitions', () => {
  it('allows each action only from its statuses', () => {
    for (const status of LOAD_STATUSES) {
      for (const action of LOAD_ACTIONS) {
        const d = decideLoad(action, { status, loadedCartons: 3, unloadScans: 0 });
        expect(d.ok, `${action} from ${status}`).toBe(LOAD_TRANSITIONS[action].from.includes(status));
      }
    }
  });
  it('refuses to depart with nothing loaded and to cancel a departure once unloading began', () => {
    expect(decideLoad('depart', { status: 'loading', loadedCartons: 0, unloadScans: 0 })).toEqual({ ok: false, reason: 'nothingLoaded' });
    expect(decideLoad('cancel_departure', { status: 'departed', loadedCartons: 2, unloadScans: 1 })).toEqual({ ok: false, reason: 'unloadingStarted' });
    expect(decideLoad('cancel_departure', { status: 'departed', loadedCartons: 2, unloadScans: 0 })).toEqual({ ok: true, to: 'loading' });
  });
  it('offers the actions that apply', () => {
    expect(loadActionsFor({ status: 'loading', loadedCartons: 1, unloadScans: 0 })).toEqual(['depart', 'cancel', 'cancel_loading']);
    expect(loadActionsFor({ status: 'closed', loadedCartons: 1, unloadScans: 1 })).toEqual([]);
  });
  it('takes load scans before departure and unload scans after', () => {
    expect(scanPhaseOf('planned')).toBe('load');
    expect(scanPhaseOf('loading')).toBe('load');
    expect(scanPhaseOf('departed')).toBe('unload');
    expect(scanPhaseOf('arrived')).toBeNull();
  });
});

describe('capacity', () => {
  it('splits a product across its cartons in whole grams and cm³', () => {
    expect(cartonMeasure({ weight_g: 100_001, volume_cm3: 2_000_000, package: 3 })).toEqual({ weight_g: 33_333, volume_cm3: 666_666 });
    expect(cartonMeasure({ weight_g: 5000, volume_cm3: 10, package: 0 })).toEqual({ weight_g: 5000, volume_cm3: 10 });
  });
  it('gives whole percentages, null where the capacity is unknown, and flags over 100 %', () => {
    expect(loadRates({ weight_g: 1_500_000, volume_cm3: 20_000_000, pieces: 10 }, { weight_g: 2_000_000, volume_cm3: 16_000_000, pieces: 0 })).toEqual({
      weight: 75,
      volume: 125,
      pieces: null,
      over: true,
    });
  });
  it('shows kg and m³', () => {
    expect(kgText(1_234_567)).toBe('1234.6');
    expect(m3Text(16_500_000)).toBe('16.5');
  });
});

describe('load numbers', () => {
  it('use the prefix, the China day and a 4-digit sequence', () => {
    // 2026-11-25 17:00 UTC is 26 Nov in China
    expect(loadNo('line_haul', new Date('2026-11-25T17:00:00Z'), 7)).toBe('PZ2611260007');
    expect(loadNo('drayage', new Date('2026-11-25T10:00:00Z'), 12)).toBe('DB2611250012');
  });
});
