import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketFormData } from '@/domain/tickets/ticket-schema';
import { useTicketForm, type TicketFormState } from '../../hooks/use-ticket-form';
import { TicketFormBody } from './ticket-form-body';
import { SCHEMA, TARGETS, renderWithProviders } from './test-utils';

vi.mock('@/lib/api-client', () => ({ apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn() }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let prepared: TicketFormData | null | undefined;

function Harness({ stage = 'CREATE' as const }: { stage?: 'CREATE' | 'FINISHED' }) {
  const initial = useMemo<TicketFormState>(() => ({ payload: {}, order_no: '', executive_uid: 1, financial_uid: null }), []);
  const form = useTicketForm({ schema: SCHEMA, stage, initial, draftKey: null });
  return (
    <>
      <TicketFormBody schema={SCHEMA} form={form} targets={TARGETS} />
      <button data-testid="prepare" onClick={() => (prepared = form.prepare(TARGETS))} />
    </>
  );
}

const change = (id: string, v: string) => fireEvent.change(screen.getByTestId(id), { target: { value: v } });
const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ticket form: visible-when and sub-type (recomputed 300 ms after the last change)', () => {
  it('shows a field once its condition holds, 300 ms later', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />);
    expect(screen.queryByTestId('ticket-field-damaged_qty')).toBeNull();
    expect(screen.queryByTestId('ticket-field-lost_value')).toBeNull();
    change('ticket-field-claim_kind', 'DAMAGE');
    later(299);
    expect(screen.queryByTestId('ticket-field-damaged_qty')).toBeNull();
    later(1);
    expect(screen.getByTestId('ticket-field-damaged_qty')).toBeTruthy();
    // a change within the 300 ms restarts the wait
    change('ticket-field-claim_kind', 'LOSS');
    later(200);
    change('ticket-field-description', 'abc');
    later(200);
    expect(screen.getByTestId('ticket-field-damaged_qty')).toBeTruthy();
    later(100);
    expect(screen.queryByTestId('ticket-field-damaged_qty')).toBeNull();
    expect(screen.getByTestId('ticket-field-lost_value')).toBeTruthy();
  });

  it('sets the sub-type only when exactly one rule matches', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />);
    expect(screen.queryByTestId('ticket-sub-type')).toBeNull();
    change('ticket-field-claim_kind', 'DAMAGE');
    later(300);
    expect(screen.getByTestId('ticket-sub-type').getAttribute('data-value')).toBe('DAMAGE');
    expect(screen.getByTestId('ticket-sub-type').textContent).toBe('破损理赔');
    // LOSS matches two rules: the sub-type is left as it was
    change('ticket-field-claim_kind', 'LOSS');
    later(300);
    expect(screen.getByTestId('ticket-sub-type').getAttribute('data-value')).toBe('DAMAGE');
  });
});

describe('ticket form: validation and payload', () => {
  it("shows error_schema's messages per field on submit, a generic one where it has none", () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByTestId('ticket-field-claim_kind-error')).toBeNull();
    fireEvent.click(screen.getByTestId('prepare'));
    expect(prepared).toBeNull();
    expect(screen.getByTestId('ticket-field-claim_kind-error').textContent).toBe('请选择理赔类型');
    expect(screen.getByTestId('ticket-field-description-error').textContent).toBe('请填写问题描述');
    change('ticket-field-description', '短');
    expect(screen.getByTestId('ticket-field-description-error').textContent).toBe('问题描述至少5个字');
  });

  it('drops hidden fields from the payload and types numbers', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />);
    change('ticket-field-claim_kind', 'DAMAGE');
    later(300);
    change('ticket-field-damaged_qty', '0');
    change('ticket-field-description', '沙发扶手破损');
    fireEvent.click(screen.getByTestId('fee-0-delete'));
    later(100);
    fireEvent.click(screen.getByTestId('prepare'));
    expect(prepared).toBeNull();
    expect(screen.getByTestId('ticket-field-damaged_qty-error').textContent).toBe('破损件数须为1-999的整数');
    change('ticket-field-damaged_qty', '2');
    fireEvent.click(screen.getByTestId('prepare'));
    expect(prepared).toMatchObject({ claim_kind: 'DAMAGE', damaged_qty: 2, sub_type: 'DAMAGE', fees: [] });
    // LOSS hides the quantity: it is not sent (even before the 300 ms recompute)
    change('ticket-field-claim_kind', 'LOSS');
    fireEvent.click(screen.getByTestId('prepare'));
    expect(prepared).not.toHaveProperty('damaged_qty');
  });

  it('starts with one OUTLAY fee row in stage CREATE, none when FINISHED (read-only)', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(screen.getByTestId('fee-row-0')).toBeTruthy();
    expect((screen.getByTestId('fee-0-direction') as HTMLSelectElement).value).toBe('OUTLAY');
    unmount();
    renderWithProviders(<Harness stage="FINISHED" />);
    expect(screen.queryByTestId('fee-row-0')).toBeNull();
    expect(screen.queryByTestId('fee-add')).toBeNull();
  });
});
