import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '@/lib/db';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn(), onEntrySent: vi.fn(), useOutboxEntries: vi.fn() }));
vi.mock('@/lib/outbox', () => outbox);
vi.mock('@/lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const { runOrderAction, useRunOrderAction } = await import('./run-order-action');
const { useRefreshOrdersOnSent } = await import('./refresh-on-sent');
const { useQueuedCreates } = await import('./queued-creates');

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

const row = (patch: Partial<OutboxRow>): OutboxRow => ({
  id: 'e1',
  scope: '2:7',
  key: 'k1',
  entity: 'order-new:idem:a',
  seq: 1,
  kind: 'order.create',
  payload: { body: { client_order_no: 'idem:a', variant: 'waybill', end_contact: '陈小姐', end_tel: 13912345678, end_address: '南京东路100号', submit: true } },
  blobIds: [],
  label: { action: 'create', target: '陈小姐' },
  occurredAt: '2026-11-21T00:00:00.000Z',
  createdAt: 1000,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
  lastError: null,
  ...patch,
});

beforeEach(() => {
  outbox.enqueue.mockReset();
  outbox.onEntrySent.mockReset();
});

describe('runOrderAction', () => {
  it('enqueues the action under its order number with its photos and maps each outcome', async () => {
    const photos = [{ ref: 'outbox-photo:1', data: new ArrayBuffer(3), type: 'image/jpeg', name: 'a.jpg' }];
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'sent', entry: {}, result: { order: { id: 7 } } });
    const sent = await runOrderAction({ orderKey: '7', orderNo: '2007', action: 'sign', body: { signer: '本人', photos: ['outbox-photo:1'] }, photos });
    expect(sent).toEqual({ outcome: 'sent', result: { order: { id: 7 } } });
    expect(outbox.enqueue).toHaveBeenCalledWith(
      { kind: 'order.action', entity: 'order:2007', payload: { orderKey: '7', action: 'sign', data: { signer: '本人', photos: ['outbox-photo:1'] } }, label: { action: 'sign', target: '2007' }, photos },
      { waitMs: 4000 },
    );
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'queued', entry: {} });
    expect(await runOrderAction({ orderKey: '7', orderNo: '2007', action: 'receive', body: {} })).toEqual({ outcome: 'queued' });
    expect(outbox.enqueue.mock.calls[1][0]).not.toHaveProperty('photos');
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'rejected', entry: {}, error: { msg: '不能收货' } });
    expect(await runOrderAction({ orderKey: '7', orderNo: '2007', action: 'receive', body: {} })).toEqual({ outcome: 'rejected', message: '不能收货' });
  });

  it('refreshes the order queries only when the server applied it', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(useRunOrderAction, { wrapper: wrapperWith(client) });
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'queued', entry: {} });
    await act(() => result.current.mutateAsync({ orderKey: '7', orderNo: '2007', action: 'receive', body: {} }));
    expect(invalidate).not.toHaveBeenCalled();
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'sent', entry: {}, result: {} });
    await act(() => result.current.mutateAsync({ orderKey: '7', orderNo: '2007', action: 'receive', body: {} }));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

describe('background sends', () => {
  it('refresh the order queries when an order entry was sent, and stop listening on unmount', () => {
    const off = vi.fn();
    let listener: ((entry: OutboxRow, result: unknown) => void) | null = null;
    outbox.onEntrySent.mockImplementation((l) => {
      listener = l;
      return off;
    });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(useRefreshOrdersOnSent, { wrapper: wrapperWith(client) });
    listener!(row({ kind: 'order.create' }), { order_no: '2001' });
    expect(invalidate).toHaveBeenCalledTimes(2);
    listener!(row({ kind: 'fee.something' }), null);
    expect(invalidate).toHaveBeenCalledTimes(2);
    unmount();
    expect(off).toHaveBeenCalled();
  });

  it('lists the unsent creates newest first with the refusal of a failed one', () => {
    outbox.useOutboxEntries.mockReturnValue({
      pending: [row({ id: 'a', seq: 1 }), row({ id: 'x', seq: 2, kind: 'order.action' })],
      failed: [row({ id: 'b', seq: 3, status: 'failed', lastError: { code: '400', msg: '商家不存在', httpStatus: 400 } })],
      sent: [],
      loaded: true,
    });
    const { result } = renderHook(useQueuedCreates);
    expect(result.current.rows.map((r) => r.id)).toEqual(['b', 'a']);
    expect(result.current.rows[0]).toMatchObject({ status: 'failed', error: '商家不存在', receiver: '陈小姐', tel: '13912345678', clientOrderNo: 'idem:a', submit: true });
  });
});
