/**
 * Issue 15: while the browser says it is offline, a write through the outbox is stored at once and reads of local
 * data answer. TanStack Query's default network mode ('online') pauses both before they start; the app's client
 * (query-client.ts) is the one place that decides it, and nothing in src/ may override it.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { useCreateOrder } from '@/features/order-entry/api/create-order';
import { useRunOrderAction } from '@/features/orders/api/run-order-action';
import { useFieldOrders } from '@/features/field/hooks/use-field-orders';
import { useTaskAction } from '@/features/field/hooks/use-task-action';
import { readFieldOrder, storeDownload } from '@/features/field/utils/field-store';
import { rows, server, setUpOutboxTests } from '@/lib/outbox/outbox-fixtures.test-support';
import { createQueryClient, MUTATION_NETWORK_MODE, QUERY_NETWORK_MODE } from './query-client';

setUpOutboxTests();

const SCOPE = '2:7';

function wrapperOf(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

beforeEach(() => {
  // the phone has no signal: every request fails as a network error, and Query has heard the 'offline' event
  server.handler = () => 'network';
  onlineManager.setOnline(false);
});

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the app query client while the browser is offline', () => {
  it('decides the network modes in one place: mutations never pause, queries run once', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
    expect(client.getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
    expect([MUTATION_NETWORK_MODE, QUERY_NETWORK_MODE]).toEqual(['always', 'offlineFirst']);
  });

  it('an order action is stored in the outbox at once (a client with the default network mode would pause it)', async () => {
    const input = { orderKey: '2000000101', orderNo: '2000000101', action: 'sign' as const, body: { sign_name: '张三' } };

    // the control: Query's default mode never reaches the outbox while offline — what issue 15 saw on a phone
    const paused = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const stuck = renderHook(() => useRunOrderAction(), { wrapper: wrapperOf(paused) });
    act(() => stuck.result.current.mutate(input));
    await waitFor(() => expect(stuck.result.current.isPaused).toBe(true));
    expect(await rows()).toHaveLength(0);
    stuck.unmount();
    paused.clear();

    const { result } = renderHook(() => useRunOrderAction(), { wrapper: wrapperOf(createQueryClient()) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync(input);
    });
    expect(outcome).toEqual({ outcome: 'queued' });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'order.action', entity: 'order:2000000101', status: 'pending' });
  });

  it('an order entered offline is stored and answered queued', async () => {
    const { result } = renderHook(() => useCreateOrder(), { wrapper: wrapperOf(createQueryClient()) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync({ payload: { end_contact: '李四', end_tel: '13800000000', submit: 1 }, key: 'form-1' });
    });
    expect(outcome).toEqual({ outcome: 'queued', clientOrderNo: 'idem:form-1' });
    expect((await rows()).map((r) => r.kind)).toEqual(['order.create']);
  });

  it('a field sign on a downloaded task is stored, the card moves on, and the local task list reads offline', async () => {
    await storeDownload(SCOPE, ['TO_SIGN'], [
      { id: 1, order_no: '2000000102', status: 'TO_SIGN', end_contact: '王五', end_tel: '13900000000', end_province: '', end_city: '', end_district: '', end_address: '', limitation_status_code: 'A_NORMAL', package: 1, products: [], consignor_name: '' } as never,
    ]);
    const client = createQueryClient();
    const list = renderHook(() => useFieldOrders(), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(list.result.current.data?.map((o) => o.orderNo)).toEqual(['2000000102']));
    const order = list.result.current.data![0];

    const { result } = renderHook(() => useTaskAction(order), { wrapper: wrapperOf(client) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync({ action: 'sign', data: { sign_name: '王五' } });
    });
    expect(outcome).toEqual({ outcome: 'queued' });
    expect((await rows()).map((r) => r.entity)).toEqual(['order:2000000102']);
    expect((await readFieldOrder(SCOPE, '2000000102'))?.localStatus).toBe('TO_REVISIT');
  });
});

describe('a network read while the browser is offline', () => {
  it('fails at once instead of waiting for the network (a route guard awaiting it would never let the screen open)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const client = createQueryClient();
      let calls = 0;
      const read = client.fetchQuery({
        queryKey: ['network-only'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new Error('访问失败：请检查网络'));
        },
      });
      await expect(read).rejects.toThrow('访问失败：请检查网络');
      expect(calls).toBe(1);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('no query or mutation in src/ picks its own network mode', () => {
  const src = join(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) && !/(\.test(-support)?\.tsx?|test-utils\.tsx?)$/.test(name) ? [path] : [];
    });
  const own = join(src, 'app', 'query-client.ts');

  it('networkMode and new QueryClient appear only in src/app/query-client.ts', () => {
    const offenders = files(src)
      .filter((f) => f !== own)
      .filter((f) => /networkMode|new QueryClient\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    expect(offenders).toEqual([]);
  });
});
