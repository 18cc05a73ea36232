import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const { DistrictPicker, withCityDistricts } = await import('./district-picker');

const LEVELS: Record<string, { name: string; code: string }[]> = {
  '100000': [{ name: '上海市', code: '310000' }],
  '310000': [{ name: '上海市', code: '310100' }],
  '310100': [
    { name: '浦东新区', code: '310115' },
    { name: '闵行区', code: '310112' },
  ],
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('withCityDistricts', () => {
  it("replaces only the city's districts", () => {
    expect(withCityDistricts(['110101', '310115'], LEVELS['310100'], ['310112'])).toEqual(['110101', '310112']);
  });
});

describe('DistrictPicker', () => {
  it('loads province, city and districts level by level from GET /map/area/getDistrictList and ticks districts', async () => {
    api.apiGet.mockImplementation(async (_url: string, params: { parentCode: string }) => LEVELS[params.parentCode] ?? []);
    const seen: string[][] = [];
    function Host() {
      const [value, setValue] = useState<string[]>(['110101']);
      return <DistrictPicker value={value} onChange={(v) => (seen.push(v), setValue(v))} />;
    }
    renderWithProviders(<Host />, { catalogs: [strings] });
    await waitFor(() => expect(screen.getByRole('option', { name: '上海市' })).toBeTruthy());
    expect(api.apiGet).toHaveBeenCalledWith('/map/area/getDistrictList', { parentCode: '100000' }, { silent: true });
    fireEvent.change(screen.getByTestId('district-picker-province'), { target: { value: '310000' } });
    await waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/map/area/getDistrictList', { parentCode: '310000' }, { silent: true }));
    await waitFor(() => expect((screen.getByTestId('district-picker-city') as HTMLSelectElement).options.length).toBe(2));
    fireEvent.change(screen.getByTestId('district-picker-city'), { target: { value: '310100' } });
    const pudong = await screen.findByTestId('district-picker-district-310115');
    fireEvent.click(pudong.querySelector('input')!);
    await waitFor(() => expect(seen.at(-1)).toEqual(['110101', '310115']));
    expect(screen.getByTestId('district-picker-count').textContent).toBe('已选 2 个区县');
  });
});
