import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));

const { StationAutocomplete } = await import('./station-autocomplete');
const { FactoryAutocomplete } = await import('./factory-autocomplete');
const { exactMatch } = await import('./creatable-autocomplete');

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

const station = (id: number, name: string) => ({ id, name, label: name, value: id, type: '' });

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  api.apiGet.mockImplementation(async (_url: string, params: Record<string, unknown>) => {
    const term = String(params?.station_name ?? params?.name ?? '');
    const rows = [station(1, '北京站'), station(2, '上海站')].filter((s) => s.name.includes(term));
    return { list: rows, total: rows.length };
  });
  api.apiPost.mockImplementation(async (_url: string, body: { name: string }) => ({ ...station(9, body.name), resource_id: 9 }));
});
afterEach(cleanup);

const typeAndBlur = (testId: string, text: string) => {
  const input = screen.getByTestId(`${testId}-input`);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('station autocomplete', () => {
  it('creates the typed station on blur when nothing matches and creation is allowed, then selects it', async () => {
    const onChange = vi.fn();
    wrap(<StationAutocomplete value={null} onChange={onChange} allowCreate />);
    typeAndBlur('station-autocomplete', '新站点');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ value: '9', label: '新站点' }));
    expect(api.apiPost).toHaveBeenCalledWith('/user/stations', { name: '新站点', type: '' }, expect.anything());
    expect(api.apiGet).toHaveBeenCalledWith(
      '/user/stations',
      expect.objectContaining({ format: 'dropdown', page: 1, per_page: 20, station_name: '新站点' }),
      expect.anything(),
    );
  });

  it('after creating a station, typing its name again suggests it: the suggestions cached before it existed are refreshed', async () => {
    const created: ReturnType<typeof station>[] = [];
    api.apiGet.mockImplementation(async (_url: string, params: Record<string, unknown>) => {
      const term = String(params?.station_name ?? '');
      const rows = [station(1, '北京站'), ...created].filter((s) => s.name.includes(term));
      return { list: rows, total: rows.length };
    });
    api.apiPost.mockImplementation(async (_url: string, body: { name: string }) => {
      created.push(station(9, body.name));
      return { ...station(9, body.name), resource_id: 9 };
    });
    const onChange = vi.fn();
    wrap(<StationAutocomplete value={null} onChange={onChange} allowCreate />);
    const input = screen.getByTestId('station-autocomplete-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '新站点' } });
    // the open list asked for the text (nothing yet) and keeps that answer
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/stations', expect.objectContaining({ station_name: '新站点' }), expect.anything()), { timeout: 3000 });
    fireEvent.blur(input);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ value: '9', label: '新站点' }));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '新站点' } });
    await vi.waitFor(() => expect(screen.getAllByTestId('station-autocomplete-option').map((o) => o.textContent)).toContain('新站点'), { timeout: 3000 });
  });

  it('does not create when the text matches a suggestion; it selects the match', async () => {
    const onChange = vi.fn();
    wrap(<StationAutocomplete value={null} onChange={onChange} allowCreate />);
    typeAndBlur('station-autocomplete', ' 北京站 ');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ value: '1', label: '北京站' }));
    expect(api.apiPost).not.toHaveBeenCalled();
  });

  it('does not create without allowCreate', async () => {
    const onChange = vi.fn();
    wrap(<StationAutocomplete value={null} onChange={onChange} />);
    typeAndBlur('station-autocomplete', '新站点');
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/stations', expect.objectContaining({ station_name: '新站点' }), expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.apiPost).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed suggestion request is only logged and gives an empty list', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    api.apiGet.mockRejectedValue(new Error('down'));
    wrap(<StationAutocomplete value={null} onChange={vi.fn()} />);
    fireEvent.focus(screen.getByTestId('station-autocomplete-input'));
    await vi.waitFor(() => expect(screen.getByTestId('station-autocomplete-content').textContent).toBe('无匹配数据'));
    expect(screen.queryAllByTestId('station-autocomplete-option')).toHaveLength(0);
    expect(debug).toHaveBeenCalled();
    debug.mockRestore();
  });

  it('choosing a suggestion selects it without creating', async () => {
    const onChange = vi.fn();
    wrap(<StationAutocomplete value={null} onChange={onChange} allowCreate />);
    fireEvent.focus(screen.getByTestId('station-autocomplete-input'));
    const options = await screen.findAllByTestId('station-autocomplete-option');
    fireEvent.mouseDown(options[1]);
    fireEvent.click(options[1]);
    expect(onChange).toHaveBeenCalledWith({ value: '2', label: '上海站' });
    expect(api.apiPost).not.toHaveBeenCalled();
  });
});

describe('factory autocomplete', () => {
  it('adds an unknown factory on blur with PAY_NOW 现付 and selects it', async () => {
    const onChange = vi.fn();
    wrap(<FactoryAutocomplete value={null} onChange={onChange} />);
    typeAndBlur('factory-autocomplete', '新工厂');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ value: '9', label: '新工厂' }));
    expect(api.apiGet).toHaveBeenCalledWith(
      '/user/resource_binding/factory/list',
      expect.objectContaining({ format: 'dropdown', name: '新工厂', page: 1, per_page: 20 }),
      expect.anything(),
    );
    expect(api.apiPost).toHaveBeenCalledWith(
      '/user/resource_binding/factory/add',
      { name: '新工厂', settle_type_code: 'PAY_NOW', settle_type_name: '现付' },
      expect.anything(),
    );
  });

  it('a failed factory list is only logged; without allowCreate nothing is added', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    api.apiGet.mockRejectedValue(new Error('down'));
    const onChange = vi.fn();
    wrap(<FactoryAutocomplete value={null} onChange={onChange} allowCreate={false} />);
    typeAndBlur('factory-autocomplete', '某工厂');
    await vi.waitFor(() => expect(debug).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(api.apiPost).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    debug.mockRestore();
  });

  it('exactMatch compares trimmed labels', () => {
    expect(exactMatch([{ value: '1', label: '甲厂' }], ' 甲厂 ')).toEqual({ value: '1', label: '甲厂' });
    expect(exactMatch([{ value: '1', label: '甲厂二' }], '甲厂')).toBeNull();
  });
});
