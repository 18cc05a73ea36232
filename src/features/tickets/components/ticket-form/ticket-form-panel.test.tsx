import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketDto } from '@/domain/tickets/ticket-schema';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readDraft } from '@/lib/drafts';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { canFlags, stageOf, type TicketStatus } from '@/domain/tickets/workflow';
import { SCHEMA, TARGETS, renderWithProviders } from './test-utils';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const { TicketFormPanel } = await import('./ticket-form-panel');
const { FeeActionDialog } = await import('./fee-action-dialog');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function ticket(status: TicketStatus, over: Partial<TicketDto> = {}): TicketDto {
  const facts = { status, executive_uid: 7, financial_uid: null, fee_count: 0 };
  return {
    ...canFlags(facts, 7),
    id: 42,
    schema_id: SCHEMA.id,
    schema_version: 1,
    type: 'CLAIM',
    status,
    stage: stageOf(status),
    role: 'EXECUTIVE_STAFF',
    parent_id: null,
    parent: null,
    order_id: 9,
    order_no: '2026112100009',
    sub_type: 'DAMAGE',
    payload: { claim_kind: 'DAMAGE', description: '沙发扶手破损', damaged_qty: 1, sub_type: 'DAMAGE', order_id: 9 },
    fees: [],
    totals: { OUTLAY: 0, INCOME: 0 },
    financial_uid: null,
    executive_uid: 7,
    requester_uname: 'executor',
    is_timed_out: false,
    limitation_status_code: 'A_NORMAL',
    reject_reason: '',
    version: 3,
    created_at: '',
    updated_at: '',
    ...over,
  };
}

beforeEach(() => {
  api.apiGet.mockReset().mockResolvedValue(TARGETS);
  api.apiPut.mockReset();
});
afterEach(cleanup);

describe('TicketFormPanel', () => {
  it('saves {payload, version} while IN_PROGRESS for the executive', async () => {
    api.apiPut.mockResolvedValue({ id: 42, payload: {}, version: 4 });
    renderWithProviders(<TicketFormPanel ticket={ticket('IN_PROGRESS')} schema={SCHEMA} />);
    fireEvent.change(screen.getByTestId('ticket-field-description'), { target: { value: '沙发扶手与靠背破损' } });
    fireEvent.click(screen.getByTestId('ticket-save'));
    await waitFor(() => expect(api.apiPut).toHaveBeenCalled());
    const [url, body] = api.apiPut.mock.calls[0];
    expect(url).toBe('/order/ticket/42');
    expect(body.version).toBe(3);
    expect(body.payload).toMatchObject({ description: '沙发扶手与靠背破损', order_id: 9, fees: [] });
  });

  it("shows the server's msg, 'unknown error' without one, 'submission error' on an exception", async () => {
    renderWithProviders(<TicketFormPanel ticket={ticket('IN_PROGRESS')} schema={SCHEMA} />, 'en');
    api.apiPut.mockRejectedValueOnce({ msg: '工单已被他人修改，请刷新后重试', httpStatus: 409 });
    fireEvent.click(screen.getByTestId('ticket-save'));
    expect((await screen.findByTestId('ticket-save-error')).textContent).toBe('工单已被他人修改，请刷新后重试');
    api.apiPut.mockRejectedValueOnce({ msg: '', httpStatus: 400 });
    fireEvent.click(screen.getByTestId('ticket-save'));
    await waitFor(() => expect(screen.getByTestId('ticket-save-error').textContent).toBe('unknown error'));
    api.apiPut.mockRejectedValueOnce(new TypeError('boom'));
    fireEvent.click(screen.getByTestId('ticket-save'));
    await waitFor(() => expect(screen.getByTestId('ticket-save-error').textContent).toBe('submission error'));
  });

  it('is read-only without can_save (a COMPLETED ticket is FINISHED)', () => {
    renderWithProviders(<TicketFormPanel ticket={ticket('COMPLETED')} schema={SCHEMA} />);
    expect(screen.queryByTestId('ticket-save')).toBeNull();
    expect(screen.getByTestId('ticket-form-readonly')).toBeTruthy();
    expect((screen.getByTestId('ticket-field-description') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByTestId('fee-add')).toBeNull();
  });
});

describe('TicketFormPanel drafts', () => {
  it('keeps unsaved edits per ticket; a newer ticket version marks the offer stale', async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    useLocalDbForTests(new LadingDb('lading-ticket-panel-test'));
    setTokens({ token: `h.${b64({ id: 7, company_id: 4, username: 'executor', is_main: false, exp: 4_000_000_000 })}.s` });
    try {
      const first = renderWithProviders(<TicketFormPanel ticket={ticket('IN_PROGRESS')} schema={SCHEMA} />);
      fireEvent.change(screen.getByTestId('ticket-field-description'), { target: { value: '还没保存的修改' } });
      await waitFor(async () => expect((await readDraft<{ version: number }>('tickets:edit/42'))?.value.version).toBe(3), { timeout: 5000 });
      first.unmount();
      renderWithProviders(<TicketFormPanel ticket={ticket('IN_PROGRESS', { version: 4 })} schema={SCHEMA} />);
      expect(await screen.findByTestId('ticket-draft-offer-stale')).toBeTruthy();
      fireEvent.click(screen.getByTestId('ticket-draft-restore'));
      expect((screen.getByTestId('ticket-field-description') as HTMLTextAreaElement).value).toBe('还没保存的修改');
      api.apiPut.mockResolvedValue({ id: 42, payload: {}, version: 5 });
      fireEvent.click(screen.getByTestId('ticket-save'));
      await waitFor(() => expect(api.apiPut.mock.calls[0][1].version).toBe(4));
      await waitFor(async () => expect(await readDraft('tickets:edit/42')).toBeNull());
    } finally {
      clearSession();
      useLocalDbForTests(null);
    }
  }, 15_000);
});

describe('FeeActionDialog', () => {
  it('checks the rows, then hands them to onSubmit; a refusal shows its message', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ msg: '当前阶段不可新增费用' }).mockResolvedValue(undefined);
    renderWithProviders(<FeeActionDialog ticket={ticket('IN_PROGRESS')} schema={SCHEMA} action="compensate" open onClose={() => {}} onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByTestId('fee-action-submit'));
    expect(screen.getByTestId('fee-0-direction-error').textContent).toBe('请选择或填写方向');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('fee-0-direction'), { target: { value: 'OUTLAY' } });
    fireEvent.change(screen.getByTestId('fee-0-code'), { target: { value: 'FREIGHT_REFUND' } });
    await waitFor(() => expect((screen.getByTestId('fee-0-settle_target') as HTMLSelectElement).value).toBe('CONSIGNOR:11'));
    fireEvent.change(screen.getByTestId('fee-0-amount'), { target: { value: '12.3' } });
    fireEvent.blur(screen.getByTestId('fee-0-amount'));
    fireEvent.click(screen.getByTestId('fee-action-submit'));
    expect((await screen.findByTestId('fee-action-error')).textContent).toBe('当前阶段不可新增费用');
    fireEvent.click(screen.getByTestId('fee-action-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toEqual([expect.objectContaining({ direction: 'OUTLAY', code: 'FREIGHT_REFUND', settle_target_id: 11, amount: '12.3', settlement_method_code: 'MONTHLY' })]);
  });
});
