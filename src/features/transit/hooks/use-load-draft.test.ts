/** The create form's draft (fake-indexeddb): autosaved once typed, offered back when the form opens again, gone after discard or save. */
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readDraft } from '@/lib/drafts';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { emptyLoadForm, type LoadFormValues } from '../utils/load-form';
import { loadDraftKey, useLoadDraft } from './use-load-draft';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: false, exp: 4_000_000_000 })}.s`;

let db: LadingDb;
let n = 0;

beforeEach(() => {
  db = new LadingDb(`load-drafts-${++n}`);
  useLocalDbForTests(db);
  setTokens({ token: tokenFor(41, 9), refresh_token: 'r' });
});

afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
  db.close();
});

const typed = (): LoadFormValues => ({ ...emptyLoadForm('line_haul'), from_site: 'warehouse:3', to_site: 'station:5', fee_yuan: '1200.50', order_ids: [7, 8] });

describe('the load form draft', () => {
  it('is kept once typed, offered back on the next opening, restored with the ticked orders, and cleared after save', async () => {
    const first = renderHook(({ values, dirty }) => useLoadDraft({ type: 'line_haul', values, dirty, onLoad: vi.fn() }), { initialProps: { values: emptyLoadForm(), dirty: false } });
    await new Promise((r) => setTimeout(r, 700));
    expect(await readDraft(loadDraftKey('line_haul'))).toBeNull();
    first.rerender({ values: typed(), dirty: true });
    await waitFor(async () => expect((await readDraft<LoadFormValues>(loadDraftKey('line_haul')))?.value).toEqual(typed()), { timeout: 3000 });
    first.unmount();

    const onLoad = vi.fn();
    const again = renderHook(() => useLoadDraft({ type: 'line_haul', values: emptyLoadForm(), dirty: false, onLoad }));
    await waitFor(() => expect(again.result.current.offer).not.toBeNull());
    // a drayage form has its own draft
    const drayage = renderHook(() => useLoadDraft({ type: 'drayage', values: emptyLoadForm('drayage'), dirty: false, onLoad: vi.fn() }));
    await new Promise((r) => setTimeout(r, 200));
    expect(drayage.result.current.offer).toBeNull();
    act(() => again.result.current.restore());
    expect(onLoad).toHaveBeenCalledWith(typed());
    expect(again.result.current.offer).toBeNull();
    await act(() => again.result.current.clear());
    expect(await readDraft(loadDraftKey('line_haul'))).toBeNull();
  });
});
