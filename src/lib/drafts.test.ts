import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from './db';
import { clearDraft, listDrafts, readDraft, resetDraftQuotaNoticeForTests, useAutosave, writeDraft } from './drafts';
import { clearSession, setTokens } from './session/token-store';
import { toast } from './toaster';
import { hasUnsavedWork } from './unsaved-work';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000 })}.s`;
let n = 0;
let db: LadingDb;

beforeEach(() => {
  db = new LadingDb(`lading-drafts-test-${++n}`);
  useLocalDbForTests(db);
  setTokens({ token: tokenFor(7, 2) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearSession();
  useLocalDbForTests(null);
});

describe('drafts', () => {
  it('reads back what was written, lists the newest first and forgets a cleared draft', async () => {
    await writeDraft('order-entry:create/waybill', { a: 1 }, undefined, 1000);
    await writeDraft('sign:2000000123', { b: 2 }, undefined, 2000);
    expect(await readDraft('order-entry:create/waybill')).toEqual({ key: 'order-entry:create/waybill', value: { a: 1 }, updatedAt: 1000 });
    expect((await listDrafts()).map((d) => d.key)).toEqual(['sign:2000000123', 'order-entry:create/waybill']);
    await clearDraft('sign:2000000123');
    expect(await readDraft('sign:2000000123')).toBeNull();
  });

  it('never shows one user the drafts of another on the same device', async () => {
    await writeDraft('order-entry:create/waybill', { a: 1 });
    setTokens({ token: tokenFor(8, 2) });
    expect(await readDraft('order-entry:create/waybill')).toBeNull();
    expect(await listDrafts()).toEqual([]);
    clearSession();
    expect(await readDraft('order-entry:create/waybill')).toBeNull();
    await writeDraft('x', 1); // nobody signed in: nothing stored
    expect(await db.drafts.count()).toBe(1);
  });
});

describe('useAutosave', () => {
  it('writes after the user stops typing, counts the wait as unsaved work, and clears on demand', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ value, enabled }) => useAutosave('k1', value, { enabled, delayMs: 500 }), { initialProps: { value: 'a', enabled: false } });
    rerender({ value: 'ab', enabled: true });
    rerender({ value: 'abc', enabled: true });
    expect(hasUnsavedWork()).toBe(true);
    expect(await readDraft('k1')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await readDraft('k1'))?.value).toBe('abc'));
    expect(hasUnsavedWork()).toBe(false);
    await act(() => result.current.clear());
    expect(await readDraft('k1')).toBeNull();
  });

  it('stores at once when the page is hidden', async () => {
    renderHook(() => useAutosave('k2', { v: 1 }, { enabled: true, delayMs: 60_000 }));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await readDraft('k2'))?.value).toEqual({ v: 1 }));
  });

  it('stores what was typed when the form is left', async () => {
    const { unmount } = renderHook(() => useAutosave('k3', 'typed', { enabled: true, delayMs: 60_000 }));
    unmount();
    await vi.waitFor(async () => expect((await readDraft('k3'))?.value).toBe('typed'));
  });

  it('shows a full disk once, never throws into the form, and keeps the unstored input as unsaved work', async () => {
    resetDraftQuotaNoticeForTests();
    const error = vi.spyOn(toast, 'error').mockReturnValue('t');
    vi.spyOn(db.drafts, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    const { result, rerender } = renderHook(({ value }) => useAutosave('k4', value, { enabled: true, delayMs: 60_000 }), { initialProps: { value: 'a' } });
    await act(() => result.current.flush());
    rerender({ value: 'b' });
    await act(() => result.current.flush());
    expect(error).toHaveBeenCalledTimes(1);
    // what could not be stored stays unsaved work: the update prompt does not reload over it
    expect(hasUnsavedWork()).toBe(true);
    await act(() => result.current.clear());
    expect(hasUnsavedWork()).toBe(false);
  });
});

describe('useAutosave and clear', () => {
  it('a write under way cannot bring back a draft cleared after it', async () => {
    let release: () => void = () => undefined;
    const put = db.drafts.put.bind(db.drafts);
    const spy = vi.spyOn(db.drafts, 'put').mockImplementation(((row: Parameters<typeof put>[0]) => new Promise((r) => (release = () => r(put(row))))) as never);
    const { result } = renderHook(() => useAutosave('k5', 'typed', { enabled: true, delayMs: 60_000 }));
    const flushing = result.current.flush();
    const clearing = result.current.clear();
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    release();
    await act(async () => {
      await flushing;
      await clearing;
    });
    expect(await readDraft('k5')).toBeNull();
  });
});
