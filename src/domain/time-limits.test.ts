import { describe, expect, it } from 'vitest';
import {
  areaLevelOf,
  areaTimeLimitBody,
  EMPTY_TIME_LIMITS,
  globalTimeLimitBody,
  limitationStatus,
  resolveLimit,
  splitAreaCode,
  stageFieldsOf,
  stageHoursOf,
  statusForElapsed,
  ticketLimitationStatus,
  toStage,
  type TimeLimitSet,
} from './time-limits';

const H = 3_600_000;
const limits: TimeLimitSet = {
  global: { hours: { RECEIVE: 24, SIGN: 48, ASSIGN: 10 }, warningPercent: 80 },
  areas: [
    { areaCode: '310000', level: 'province', hours: { SIGN: 36 }, warningPercent: 50 },
    { areaCode: '310100', level: 'city', hours: { SIGN: 30 }, warningPercent: null },
    { areaCode: '310115', level: 'district', hours: { SIGN: 12, RECEIVE: 6 }, warningPercent: null },
    { areaCode: '320500', level: 'city', hours: {}, warningPercent: 90 },
  ],
  tickets: [{ ticketType: 'COMPLAINT', hours: 10, warningPercent: null }],
};
const pudong = { endProvinceCode: '310000', endCityCode: '310100', endDistrictCode: '310115' };
const huangpu = { endProvinceCode: '310000', endCityCode: '310100', endDistrictCode: '310101' };
const suzhou = { endProvinceCode: '320000', endCityCode: '320500', endDistrictCode: '320505' };
const beijing = { endProvinceCode: '110000', endCityCode: '110100', endDistrictCode: '110101' };

describe('toStage', () => {
  it('accepts stage codes in either case and order statuses', () => {
    expect(toStage('SIGN')).toBe('SIGN');
    expect(toStage('sign')).toBe('SIGN');
    expect(toStage('warehouse_out')).toBe('WAREHOUSE_OUT');
    expect(toStage('TO_SIGN')).toBe('SIGN');
    expect(toStage('IN_WAREHOUSE')).toBe('WAREHOUSE_OUT');
    expect(toStage('TO_RECEIVE')).toBe('RECEIVE');
    expect(toStage('IN_TRANSIT')).toBe('TRANSIT');
    expect(toStage('ARCHIVED')).toBeNull();
    expect(toStage('toString')).toBeNull();
  });
});

describe('resolveLimit: most specific wins, per stage', () => {
  it('district beats city beats province beats global', () => {
    expect(resolveLimit('SIGN', pudong, limits)).toEqual({ hours: 12, warningPercent: 50, source: 'district' });
    expect(resolveLimit('SIGN', huangpu, limits)).toEqual({ hours: 30, warningPercent: 50, source: 'city' });
    expect(resolveLimit('SIGN', { ...huangpu, endCityCode: '' }, limits)).toEqual({ hours: 36, warningPercent: 50, source: 'province' });
    expect(resolveLimit('SIGN', beijing, limits)).toEqual({ hours: 48, warningPercent: 80, source: 'global' });
  });
  it('a stage an override leaves empty is inherited', () => {
    expect(resolveLimit('ASSIGN', pudong, limits)).toEqual({ hours: 10, warningPercent: 50, source: 'global' });
    expect(resolveLimit('RECEIVE', pudong, limits)?.hours).toBe(6);
    expect(resolveLimit('RECEIVE', huangpu, limits)?.hours).toBe(24);
  });
  it('the warning share is inherited from the nearest row that sets it', () => {
    expect(resolveLimit('SIGN', suzhou, limits)).toEqual({ hours: 48, warningPercent: 90, source: 'global' });
  });
  it('no limit for an untimed stage or an unset stage', () => {
    expect(resolveLimit('APPOINT', pudong, limits)).toBeNull();
    expect(resolveLimit('ARCHIVED', pudong, limits)).toBeNull();
    expect(resolveLimit('SIGN', pudong, EMPTY_TIME_LIMITS)).toBeNull();
  });
});

describe('limitationStatus', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * H);
  it('A_NORMAL before the warning share, B_WARNING from it, C_DANGER from the limit', () => {
    // global SIGN 48h at 80% → warning from 38.4h
    expect(limitationStatus({ stage: 'TO_SIGN', stageStartedAt: at(38), ...beijing }, limits, now)).toBe('A_NORMAL');
    expect(limitationStatus({ stage: 'TO_SIGN', stageStartedAt: at(38.4), ...beijing }, limits, now)).toBe('B_WARNING');
    expect(limitationStatus({ stage: 'TO_SIGN', stageStartedAt: at(47.99), ...beijing }, limits, now)).toBe('B_WARNING');
    expect(limitationStatus({ stage: 'TO_SIGN', stageStartedAt: at(48), ...beijing }, limits, now)).toBe('C_DANGER');
    expect(limitationStatus({ stage: 'TO_SIGN', stageStartedAt: at(500), ...beijing }, limits, now)).toBe('C_DANGER');
  });
  it('uses the district override (Pudong SIGN 12h, 50%)', () => {
    expect(limitationStatus({ stage: 'sign', stageStartedAt: at(5), ...pudong }, limits, now)).toBe('A_NORMAL');
    expect(limitationStatus({ stage: 'sign', stageStartedAt: at(6), ...pudong }, limits, now)).toBe('B_WARNING');
    expect(limitationStatus({ stage: 'sign', stageStartedAt: at(13).toISOString(), ...pudong }, limits, now)).toBe('C_DANGER');
  });
  it('is A_NORMAL without a limit, with a bad date, or with a start in the future', () => {
    expect(limitationStatus({ stage: 'APPOINT', stageStartedAt: at(1000), ...pudong }, limits, now)).toBe('A_NORMAL');
    expect(limitationStatus({ stage: 'SIGN', stageStartedAt: 'not a date', ...pudong }, limits, now)).toBe('A_NORMAL');
    expect(limitationStatus({ stage: 'SIGN', stageStartedAt: at(-5), ...pudong }, limits, now)).toBe('A_NORMAL');
  });
  it('statusForElapsed guards zero limits', () => {
    expect(statusForElapsed(10 * H, { hours: 0, warningPercent: 80 })).toBe('A_NORMAL');
    expect(statusForElapsed(10 * H, { hours: 10, warningPercent: 100 })).toBe('C_DANGER');
    expect(statusForElapsed(9.99 * H, { hours: 10, warningPercent: 100 })).toBe('A_NORMAL');
  });
  it('tickets: limit per type, warning share from the global row', () => {
    expect(ticketLimitationStatus({ ticketType: 'COMPLAINT', openedAt: at(7) }, limits, now)).toBe('A_NORMAL');
    expect(ticketLimitationStatus({ ticketType: 'COMPLAINT', openedAt: at(8) }, limits, now)).toBe('B_WARNING');
    expect(ticketLimitationStatus({ ticketType: 'COMPLAINT', openedAt: at(10) }, limits, now)).toBe('C_DANGER');
    expect(ticketLimitationStatus({ ticketType: 'OTHER', openedAt: at(100) }, limits, now)).toBe('A_NORMAL');
  });
});

describe('area codes', () => {
  it('levels and splits', () => {
    expect(areaLevelOf('310000')).toBe('province');
    expect(areaLevelOf('310100')).toBe('city');
    expect(areaLevelOf('310115')).toBe('district');
    expect(areaLevelOf('100000')).toBeNull();
    expect(areaLevelOf('31')).toBeNull();
    expect(splitAreaCode('310115')).toEqual({ provinceCode: '310000', cityCode: '310100', districtCode: '310115' });
    expect(splitAreaCode('310100')).toEqual({ provinceCode: '310000', cityCode: '310100', districtCode: '' });
    expect(splitAreaCode('310000')).toEqual({ provinceCode: '310000', cityCode: '', districtCode: '' });
  });
});

describe('bodies', () => {
  it('global: hours 1..8760 integers, empty = no limit, warning 1..100', () => {
    const ok = globalTimeLimitBody.parse({ receive_hours: '24', sign_hours: '', assign_hours: null, warning_percent: '80' });
    expect(stageHoursOf(ok)).toEqual({ RECEIVE: 24 });
    expect(globalTimeLimitBody.safeParse({ receive_hours: 0, warning_percent: 80 }).success).toBe(false);
    expect(globalTimeLimitBody.safeParse({ receive_hours: 1.5, warning_percent: 80 }).success).toBe(false);
    expect(globalTimeLimitBody.safeParse({ receive_hours: 9000, warning_percent: 80 }).success).toBe(false);
    expect(globalTimeLimitBody.safeParse({ warning_percent: 101 }).success).toBe(false);
    expect(globalTimeLimitBody.safeParse({ warning_percent: 80, other: 1 }).success).toBe(false);
    expect(stageFieldsOf({ SIGN: 5 })).toMatchObject({ sign_hours: 5, receive_hours: null });
  });
  it('area: a 6-digit code', () => {
    expect(areaTimeLimitBody.safeParse({ area_code: '3101', warning_percent: '' }).success).toBe(false);
    expect(areaTimeLimitBody.parse({ area_code: '310101', sign_hours: 5, warning_percent: '' })).toMatchObject({ warning_percent: null, memo: '' });
  });
});

describe('blank required numbers', () => {
  it("say 'required' rather than a type error", () => {
    const r = globalTimeLimitBody.safeParse({ warning_percent: '' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['warning_percent'], message: 'required' });
  });
});
