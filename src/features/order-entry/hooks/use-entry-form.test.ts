import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readDraft, writeDraft } from '@/lib/drafts';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { emptyValues } from '../utils/form-values';
import { useEntryForm } from './use-entry-form';

vi.mock('../api/check-banned', () => ({ checkBanned: async () => false }));

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = `h.${b64({ id: 7, company_id: 2, username: 'u7', is_main: true, exp: 4_000_000_000 })}.s`;
const initial = emptyValues();
const KEY = 'order-entry:create/waybill';
let n = 0;

const useForm = () => useEntryForm({ path: '/bang/order/create/waybill', draftKey: KEY, initial, consignorId: () => undefined, addressTree: [] });

beforeEach(() => {
  sessionStorage.clear();
  useLocalDbForTests(new LadingDb(`lading-entry-form-${++n}`));
  setTokens({ token });
});
afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
});

describe('useEntryForm drafts', () => {
  it('autosaves what is typed and clears the draft after a save', async () => {
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.draftOffer).toBeNull());
    act(() => result.current.setValues({ end_contact: '王先生' }));
    await waitFor(async () => expect((await readDraft<{ values: { end_contact: string } }>(KEY))?.value.values.end_contact).toBe('王先生'), { timeout: 2000 });
    act(() => result.current.reset(initial));
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
  });

  it('offers a stored draft on opening: restore puts it back', async () => {
    await writeDraft(KEY, { values: { ...initial, end_contact: '李女士', end_address: '人民路1号' } });
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.draftOffer?.values.end_contact).toBe('李女士'));
    expect(result.current.values.end_contact).toBe('');
    act(() => result.current.restoreDraft());
    expect(result.current.values.end_address).toBe('人民路1号');
    expect(result.current.draftOffer).toBeNull();
    expect(result.current.dirty).toBe(true);
  });

  it('discard forgets the draft; a draft equal to the form is not offered', async () => {
    await writeDraft(KEY, { values: { ...initial, end_contact: '李女士' } });
    const first = renderHook(useForm);
    await waitFor(() => expect(first.result.current.draftOffer).not.toBeNull());
    act(() => first.result.current.discardDraft());
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
    first.unmount();

    await writeDraft(KEY, { values: initial });
    const second = renderHook(useForm);
    await new Promise((r) => setTimeout(r, 50));
    expect(second.result.current.draftOffer).toBeNull();
  });

  it("an edit's draft of an order changed since is offered as stale", async () => {
    const key = 'order-entry:update/12';
    await writeDraft(key, { values: { ...initial, end_contact: '李女士' }, version: 3 });
    const { result } = renderHook(() => useEntryForm({ path: '/bang/order/update/12', draftKey: key, version: 4, initial, consignorId: () => undefined, addressTree: [] }));
    await waitFor(() => expect(result.current.draftOffer?.stale).toBe(true));
  });

  it("never offers one user's draft to another", async () => {
    await writeDraft(KEY, { values: { ...initial, end_contact: '李女士' } });
    setTokens({ token: `h.${b64({ id: 8, company_id: 2, username: 'u8', is_main: true, exp: 4_000_000_000 })}.s` });
    const { result } = renderHook(useForm);
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.draftOffer).toBeNull();
  });
});
