/**
 * The new advance notice's draft (fake-indexeddb): typed values are kept through the shared drafts store, the form
 * opened again gets them back, a send clears them, another user on the device never sees them, an edit keeps none.
 */
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readDraft } from '@/lib/drafts';
import { requestOf } from '@/lib/outbox/kinds';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { emptyNoticeForm, NOTICE_DRAFT_KEY, readNoticeDraft, writeNoticeDraft, type NoticeFormValues } from '../utils/notice-draft';
import { useNoticeDraft } from './use-notice-draft';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: false, exp: 4_000_000_000 })}.s`;

let db: LadingDb;
let n = 0;

beforeEach(() => {
  db = new LadingDb(`notice-drafts-${++n}`);
  useLocalDbForTests(db);
  setTokens({ token: tokenFor(31, 9), refresh_token: 'r' });
});

afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
  db.close();
});

const typed = (): NoticeFormValues => ({
  warehouseId: '4',
  expectedDate: '2026-12-03',
  memo: '第二批',
  lines: [
    { product_id: '42', product_label: '三人沙发 (SOFA-3)', quantity: '3', package_no: '', memo: '' },
    { product_id: '43', product_label: '床头柜 (NS-1)', quantity: '1', package_no: '2100077001-002', memo: '易碎' },
  ],
});

describe('the advance notice draft', () => {
  it('is autosaved as the merchant types, restored when the form opens again, and cleared once sent', async () => {
    const first = renderHook(({ values }) => useNoticeDraft({ enabled: true, values, onLoad: vi.fn() }), { initialProps: { values: emptyNoticeForm() } });
    await waitFor(() => expect(first.result.current.restored).toBe(false));
    // a blank form stores nothing
    await new Promise((r) => setTimeout(r, 700));
    expect(await readDraft(NOTICE_DRAFT_KEY)).toBeNull();
    first.rerender({ values: typed() });
    await waitFor(async () => expect(await readNoticeDraft()).toEqual(typed()), { timeout: 3000 });
    first.unmount();

    const onLoad = vi.fn();
    const again = renderHook(() => useNoticeDraft({ enabled: true, values: emptyNoticeForm(), onLoad }));
    await waitFor(() => expect(again.result.current.restored).toBe(true));
    expect(onLoad).toHaveBeenCalledWith(typed());

    await act(() => again.result.current.clear());
    expect(again.result.current.restored).toBe(false);
    expect(await readDraft(NOTICE_DRAFT_KEY)).toBeNull();
    again.unmount();
    // leaving the form after the send writes nothing back
    expect(await readNoticeDraft()).toBeNull();
  });

  it("is the signed-in user's own; an edited notice keeps none", async () => {
    await writeNoticeDraft(typed());
    setTokens({ token: tokenFor(32, 9), refresh_token: 'r' });
    expect(await readNoticeDraft()).toBeNull();
    const onLoad = vi.fn();
    const edit = renderHook(() => useNoticeDraft({ enabled: false, values: typed(), onLoad }));
    await new Promise((r) => setTimeout(r, 700));
    expect(onLoad).not.toHaveBeenCalled();
    expect(await readNoticeDraft()).toBeNull();
    edit.unmount();
    setTokens({ token: tokenFor(31, 9), refresh_token: 'r' });
    expect(await readNoticeDraft()).toEqual(typed());
  });

  it('discarding starts over: the stored draft is deleted', async () => {
    await writeNoticeDraft(typed());
    const form = renderHook(() => useNoticeDraft({ enabled: true, values: typed(), onLoad: vi.fn() }));
    await waitFor(() => expect(form.result.current.restored).toBe(true));
    await act(() => form.result.current.discard());
    expect(await readNoticeDraft()).toBeNull();
    form.unmount();
  });

  it("a notice queued in the outbox is sent as POST /warehouse/notices with the form's body", () => {
    const body = { warehouse_id: 4, expected_date: '2026-12-03', memo: '', lines: [{ product_id: 42, quantity: 3 }] };
    expect(requestOf('warehouse.notice', { body }, '2026-11-26T08:00:00.000Z')).toEqual({ method: 'post', url: '/warehouse/notices', body });
  });
});
