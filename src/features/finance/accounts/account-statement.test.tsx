import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountDto, JournalLineDto } from '@/domain/finance/api';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/lib/test-utils';
import * as bills from '../i18n-bills';
import * as finance from '../i18n';
import * as money from '../i18n-money';
import { PrintButton, usePrintAll } from '../statement-print';
import { AccountStatement } from './accounts-screen';

const { apiGet } = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), apiGet }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  apiGet.mockReset();
});

// a consignor's prepaid balance: a liability, its balance on the credit side — a recharge credits it (+), a bill debits it (−)
const account: AccountDto = {
  id: 7,
  kind: 'CONSIGNOR_PREPAID',
  party_type: 'consignor',
  party_id: 3,
  party_name: '示例商贸',
  code: '2203-0003',
  name: '示例商贸预存款',
  currency: 'CNY',
  balance_cents: -70_000,
  pending_cents: 0,
  display_balance_cents: 70_000,
  display_pending_cents: 5_000,
};
const line = (line_id: number, kind: JournalLineDto['kind'], amount_cents: number, memo: string): JournalLineDto => ({
  line_id,
  entry_id: line_id,
  entry_no: `JE${line_id}`,
  period: '2026-11',
  kind,
  phase: 'SINGLE',
  memo,
  posted_at: '2026-11-27T08:00:00.000Z',
  created_by_name: '财务',
  amount_cents,
  debit_cents: Math.max(amount_cents, 0),
  credit_cents: Math.max(-amount_cents, 0),
  reverses_entry_id: null,
  pending_entry_id: null,
});

function Journal() {
  const printing = usePrintAll<JournalLineDto>('/finance/accounts/7/journal');
  return (
    <>
      <PrintButton loading={printing.gathering} onClick={() => void printing.print()} />
      {printing.lines && <AccountStatement account={account} name="商家预存款 · 示例商贸" lines={printing.lines} />}
    </>
  );
}

describe("an account journal's 打印", () => {
  it('gathers every page of the journal, prints once the sheet holds them, each line on the normal side and their sum as the total', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const first = Array.from({ length: 500 }, (_, i) => line(i + 1, 'RECHARGE', -100, ''));
    apiGet.mockResolvedValueOnce({ list: first, total: 502 }).mockResolvedValueOnce({ list: [line(501, 'RECHARGE', -20_000, '首充'), line(502, 'BILL', 200_000, 'BL202611')], total: 502 });
    renderWithProviders(<Journal />, { catalogs: [finance, money, bills] });
    fireEvent.click(screen.getByTestId('fn-print'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(apiGet.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['/finance/accounts/7/journal', { page: 1, per_page: 500 }],
      ['/finance/accounts/7/journal', { page: 2, per_page: 500 }],
    ]);
    const sheet = screen.getByTestId('statement-print');
    expect(screen.getByTestId('statement-print-title').textContent).toBe('账户对账单 2203-0003');
    expect(screen.getByTestId('statement-print-period').textContent).toBe('账户：示例商贸预存款');
    expect([...sheet.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['#', '凭证号', '备注', '金额']);
    const rows = screen.getAllByTestId('statement-print-line');
    expect(rows).toHaveLength(502);
    expect([...rows[501].querySelectorAll('td')].slice(2).map((c) => c.textContent)).toEqual(['账单 · BL202611', '-¥2,000.00']);
    expect(rows[500].lastElementChild?.textContent).toBe('¥200.00');
    // 500 × ¥1 + ¥200 − ¥2,000
    expect(screen.getByTestId('statement-print-total').textContent).toBe('-¥1,300.00');
    expect(sheet.textContent).toContain('合计（502 条）');
    expect(sheet.textContent).toContain('余额¥700.00');
  });
});
