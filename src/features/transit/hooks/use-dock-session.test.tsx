/**
 * The dock session (fake-indexeddb, the real outbox on a fake server): a scan is judged at once on the device and
 * queued while offline, a repeat is refused without a send, the scans survive a remount (a reload), the network's
 * return sends each once and the load is replaced by the answer; a scan the server refuses fails its row with the
 * server's message and stops counting.
 */
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { ok } from '@/lib/outbox/fake-server.test-support';
import { drain, engine, server, setUpOutboxTests } from '@/lib/outbox/outbox-fixtures.test-support';
import { loadKey } from '../api/loads';
import { load } from '../utils/load-fixture.test-support';
import { useDockSession } from './use-dock-session';

setUpOutboxTests();

function wrapper(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const answer = (scanId: string, code: string, accepted: boolean, message: string, after = load('loading')) => ({
  results: [{ scan_id: scanId, code, result: accepted ? 'ok' : 'other_load', accepted, package_no: code, message }],
  load: after,
});

describe('useDockSession', () => {
  it('judges at once offline, keeps the scans through a reload, sends each once and takes the server answer', async () => {
    const client = new QueryClient();
    server.handler = () => 'network';
    const l = load('planned');
    const first = renderHook(() => useDockSession({ load: l, scanPhase: 'load' }), { wrapper: wrapper(client) });
    let m = null as ReturnType<typeof first.result.current.scan>;
    act(() => {
      m = first.result.current.scan('a00001-001');
    });
    expect(m).toMatchObject({ result: 'ok', accepted: true, packageNo: 'A00001-001' });
    act(() => {
      m = first.result.current.scan('A00001-001');
    });
    expect(m).toMatchObject({ result: 'duplicate', accepted: false });
    await waitFor(() => expect(first.result.current.rows.find((r) => r.accepted)?.state).toBe('queued'));
    expect(first.result.current.rows.map((r) => r.state)).toEqual(['refused', 'queued']);
    expect(first.result.current.figures).toMatchObject({ expected: 3, doneExpected: 1 });
    expect(first.result.current.waiting).toBe(1);
    await drain();
    first.unmount();

    // a reload: the device's list comes back from the local database
    const again = renderHook(() => useDockSession({ load: l, scanPhase: 'load' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(again.result.current.rows).toHaveLength(2));
    expect(again.result.current.figures?.doneExpected).toBe(1);

    const scanId = again.result.current.rows.find((r) => r.accepted)!.id;
    const after = load('loading', { status: 'loading' });
    after.orders[0].cartons[0].loaded = true;
    server.handler = () => ok(answer(scanId, 'A00001-001', true, '', after));
    const before = server.seen.length;
    engine.requestSync('online');
    await drain();
    engine.requestSync('online');
    await drain();
    expect(server.seen.slice(before).filter((r) => r.url === '/transit/loads/7/scans')).toHaveLength(1);
    await waitFor(() => expect(again.result.current.rows.find((r) => r.accepted)?.state).toBe('sent'));
    expect(client.getQueryData(loadKey(7))).toMatchObject({ status: 'loading' });
    again.unmount();
  });

  it('a scan the server refuses fails its row with the message and no longer counts', async () => {
    const client = new QueryClient();
    const l = load('loading');
    const hook = renderHook(() => useDockSession({ load: l, scanPhase: 'load' }), { wrapper: wrapper(client) });
    server.handler = (req) => {
      const id = (req.body as { scans: { scan_id: string }[] }).scans[0].scan_id;
      return ok(answer(id, 'B00002-001', false, '包件B00002-001已在其他配载中'));
    };
    act(() => void hook.result.current.scan('B00002-001'));
    expect(hook.result.current.figures?.doneExpected).toBe(2);
    await waitFor(() => expect(hook.result.current.rows[0].entryId).not.toBeNull());
    await drain();
    await waitFor(() => expect(hook.result.current.rows[0].state).toBe('failed'));
    expect(hook.result.current.rows[0].serverMessage).toBe('包件B00002-001已在其他配载中');
    expect(hook.result.current.figures?.doneExpected).toBe(1);
    hook.unmount();
  });
});
