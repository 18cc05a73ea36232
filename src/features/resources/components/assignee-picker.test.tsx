import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));

const { AssigneePicker, assigneeOptions } = await import('./assignee-picker');

globalThis.CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') } as unknown as typeof CSS;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const DELIVERY = '/user/resource_binding/delivery/';
const TRANSPORTER = '/user/resource_binding/transporter/list';
const row = (id: number, name: string) => ({ id, name, label: name, value: id });

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiGet.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    const ids = params.resource_ids ? String(params.resource_ids).split(',').map(Number) : null;
    const rows = url === DELIVERY ? [row(11, '安装队'), row(-1, '（空）')] : [row(21, '王师傅')];
    return { list: ids ? rows.filter((r) => ids.includes(r.id)) : rows, total: rows.length };
  });
});
afterEach(cleanup);

describe('AssigneePicker (order and map assign)', () => {
  it("asks the delivery-provider and the driver pickers' endpoints with their page sizes and marks each option's kind", async () => {
    const kind = (k: string) => (k === 'driver' ? '司机' : '服务商');
    const initial = await assigneeOptions((s) => s.search(''), kind);
    expect(api.apiGet).toHaveBeenCalledWith(DELIVERY, { page: 1, per_page: 10 }, { silent: true });
    expect(api.apiGet).toHaveBeenCalledWith(TRANSPORTER, { page: 1, per_page: 10, object_sub_type: 'T_SJ' }, { silent: true });
    // the placeholder row (id ≤ 0) is not an assignee
    expect(initial.map((o) => [o.value, o.label, o.row?.kind])).toEqual([
      ['11', '安装队（服务商）', 'provider'],
      ['21', '王师傅（司机）', 'driver'],
    ]);
    await assigneeOptions((s) => s.search('王'), kind);
    expect(api.apiGet).toHaveBeenCalledWith(TRANSPORTER, { page: 1, per_page: 10, name: '王', object_sub_type: 'T_SJ' }, { silent: true });
    const chosen = await assigneeOptions((s) => s.lookup(['21']), kind);
    expect(api.apiGet).toHaveBeenCalledWith(DELIVERY, { page: 1, per_page: 50, resource_ids: '21' }, { silent: true });
    expect(chosen.map((o) => o.label)).toEqual(['王师傅（司机）']);
  });

  it('shows both kinds in one list and answers the chosen id', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AssigneePicker value="" onChange={onChange} data-testid="who" />, { catalogs: [strings] });
    const input = screen.getByTestId('who-input');
    fireEvent.focus(input);
    fireEvent.click(input);
    const options = await screen.findAllByTestId('who-option', undefined, { timeout: 3000 });
    expect(options.map((o) => o.textContent)).toEqual(['安装队（服务商）', '王师傅（司机）']);
    fireEvent.click(options[1]);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('21'));
  });
});
