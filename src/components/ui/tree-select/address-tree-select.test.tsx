import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/lib/test-utils';
import * as ui from '../i18n';
import { AddressTreeSelect } from './address-tree-select';
import { ADDRESS_TREE_RETRIES, ADDRESS_TREE_TIMEOUT_MS } from './api/get-address-tree';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
// only the requests are faked: the errors are the client's own
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof ApiClient>()), apiGet: api.apiGet }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const ROOT = { value: '100000', label: '中国', children: [{ value: '310000', label: '上海市', children: [{ value: '310115', label: '浦东新区' }] }] };
const timeout = () => new ApiError('ECONNABORTED', `timeout of ${ADDRESS_TREE_TIMEOUT_MS}ms exceeded`, 0);

/** the tree's answers in turn: an Error is thrown, anything else answered; the version is always '1' */
function treeAnswers(...answers: unknown[]) {
  api.apiGet.mockImplementation(async (url: string) => {
    if (url === '/map/help/areas_version') return { version: '1' };
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
}
const treeCalls = () => api.apiGet.mock.calls.filter(([url]) => url === '/map/area/three_level_address');

function renderPicker() {
  renderWithProviders(<AddressTreeSelect value={null} onChange={() => undefined} />, { catalogs: [ui] });
  fireEvent.click(screen.getByTestId('address-tree-select'));
}

beforeEach(() => {
  api.apiGet.mockReset();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AddressTreeSelect loading the address tree', () => {
  it('asks for the tree with its own longer timeout, and a timeout is retried by itself: the tree shows, no error', async () => {
    treeAnswers(timeout(), ROOT);
    renderPicker();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('上海市')).toBeTruthy();
    expect(treeCalls()).toHaveLength(2);
    expect(treeCalls()[0][2]).toMatchObject({ timeout: ADDRESS_TREE_TIMEOUT_MS });
    expect(screen.queryByTestId('address-tree-select-error')).toBeNull();
  });

  it('when every attempt times out: the error with the message and a retry button, which loads the tree', async () => {
    treeAnswers(...Array.from({ length: ADDRESS_TREE_RETRIES + 1 }, timeout), ROOT);
    renderPicker();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const failure = await screen.findByTestId('address-tree-select-error');
    expect(failure.textContent).toContain(`加载地址数据失败: timeout of ${ADDRESS_TREE_TIMEOUT_MS}ms exceeded`);
    expect(treeCalls()).toHaveLength(ADDRESS_TREE_RETRIES + 1);
    fireEvent.click(screen.getByTestId('address-tree-select-retry'));
    expect(await screen.findByText('上海市')).toBeTruthy();
    expect(treeCalls()).toHaveLength(ADDRESS_TREE_RETRIES + 2);
    expect(screen.queryByTestId('address-tree-select-error')).toBeNull();
  });

  it('a refusal (4xx) is not asked again by itself; the retry button still asks', async () => {
    treeAnswers(new ApiError('403', 'forbidden', 403), ROOT);
    renderPicker();
    expect((await screen.findByTestId('address-tree-select-error')).textContent).toContain('加载地址数据失败: 403');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(treeCalls()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('address-tree-select-retry'));
    expect(await screen.findByText('上海市')).toBeTruthy();
  });
});
