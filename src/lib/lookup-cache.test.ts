import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from './db';
import { fetchLookup, readLookup, useLookup, writeLookup } from './lookup-cache';
import { clearSession, setTokens } from './session/token-store';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000 })}.s`;
let n = 0;

beforeEach(() => {
  useLocalDbForTests(new LadingDb(`lading-test-${++n}`));
  setTokens({ token: tokenFor(7, 2) });
});
afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
});

describe('lookup cache', () => {
  it('stores a fetched list with its time and answers it when the network fails', async () => {
    const list = [{ code: 'PAY_NOW', name: '现付' }];
    expect(await fetchLookup(['config-items', 'SETTLE'], async () => list)).toEqual(list);
    const cached = await readLookup(['config-items', 'SETTLE']);
    expect(cached?.data).toEqual(list);
    expect(cached?.fetchedAt).toBeGreaterThan(Date.now() - 5000);
    const offline = await fetchLookup(['config-items', 'SETTLE'], () => Promise.reject(new Error('Network Error')));
    expect(offline).toEqual(list);
    await expect(fetchLookup(['never-fetched'], () => Promise.reject(new Error('Network Error')))).rejects.toThrow('Network Error');
  });

  it('never shows one user the lists of another on the same device', async () => {
    await writeLookup(['stations'], ['甲站']);
    setTokens({ token: tokenFor(8, 3) });
    expect(await readLookup(['stations'])).toBeNull();
    clearSession();
    expect(await readLookup(['stations'])).toBeNull();
    await writeLookup(['stations'], ['乙站']); // signed out: nothing is written
    setTokens({ token: tokenFor(7, 2) });
    expect((await readLookup(['stations']))?.data).toEqual(['甲站']);
  });

  it('shows the stored list at once, then the refreshed one', async () => {
    await writeLookup(['warehouses'], ['旧仓'], '2:7', 1000);
    let resolve!: (v: string[]) => void;
    const fetcher = vi.fn(() => new Promise<string[]>((r) => (resolve = r)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useLookup(['warehouses'], fetcher), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['旧仓']));
    expect(result.current.fromCache).toBe(true);
    expect(result.current.fetchedAt).toBe(1000);
    resolve(['新仓']);
    await waitFor(() => expect(result.current.data).toEqual(['新仓']));
    expect(result.current.fromCache).toBe(false);
    expect((await readLookup(['warehouses']))?.data).toEqual(['新仓']);
  });

  it('says the list is the kept copy when the network failed and the stored copy answered, until a fresh one is written', async () => {
    await writeLookup(['document', 9], { no: 'RK1' }, '2:7', 2000);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useLookup(['document', 9], () => Promise.reject(new Error('Network Error'))), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ no: 'RK1' });
    expect(result.current.fromCache).toBe(true);
    expect(result.current.fetchedAt).toBe(2000);
    // a fresher copy (an action's answer) shown and stored: no longer the kept copy
    client.setQueryData(['document', 9], { no: 'RK1', status: 'received' });
    await writeLookup(['document', 9], { no: 'RK1', status: 'received' });
    await waitFor(() => expect(result.current.data).toEqual({ no: 'RK1', status: 'received' }));
    expect(result.current.fromCache).toBe(false);
  });
});
