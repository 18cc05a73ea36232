import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as bills from './i18n-bills';
import { PrintButton, STATEMENT_PRINT_ID, StatementPrint } from './statement-print';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lines = [
  { key: 1, order_no: 'SO2611270001', item: '配送费', signed_cents: 123456 },
  { key: 2, order_no: 'SO2611270002', item: '安装费', signed_cents: 5 },
  { key: 3, order_no: 'SO2611270002', item: '赔付', signed_cents: -2000 },
];

describe('StatementPrint', () => {
  it('renders the party, period, every line and the total as ¥ from fen, in a body-level sheet the print stylesheet keeps alone', () => {
    renderWithProviders(<StatementPrint kind="statement" no="DZ202611-0007" party="示例商贸" period="2026-11" lines={lines} totalCents={121461} figures={[{ label: '已付', cents: 100000 }]} />, { catalogs: [bills] });
    const sheet = screen.getByTestId('statement-print');
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.id).toBe(STATEMENT_PRINT_ID);
    expect(screen.getByTestId('statement-print-title').textContent).toBe('对账单 DZ202611-0007');
    expect(screen.getByTestId('statement-print-party').textContent).toBe('结算对象：示例商贸');
    expect(screen.getByTestId('statement-print-period').textContent).toBe('账期：2026-11');
    const rows = screen.getAllByTestId('statement-print-line').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['1', 'SO2611270001', '配送费', '¥1,234.56'],
      ['2', 'SO2611270002', '安装费', '¥0.05'],
      ['3', 'SO2611270002', '赔付', '-¥20.00'],
    ]);
    expect(screen.getByTestId('statement-print-total').textContent).toBe('¥1,214.61');
    expect(sheet.textContent).toContain('合计（3 条）');
    expect(sheet.textContent).toContain('¥1,000.00');
    const css = sheet.querySelector('style')?.textContent ?? '';
    expect(sheet.querySelectorAll('th')).toHaveLength(4);
    expect(css).toMatch(/@media print[\s\S]*body > \*:not\(#statement-print-root\) \{ display: none !important; \}/);
  });

  it("a statement's lines carry the party's answer in a column of their own", () => {
    const answered = [
      { ...lines[0], state: '已确认' },
      { ...lines[1], state: '有异议：与合同不符' },
    ];
    renderWithProviders(<StatementPrint kind="statement" no="DZ1" party="示例商贸" period="2026-11" lines={answered} totalCents={123461} />, { catalogs: [bills] });
    expect([...screen.getByTestId('statement-print').querySelectorAll('th')].map((th) => th.textContent)).toEqual(['#', '订单', '费用项', '金额', '状态']);
    expect(screen.getAllByTestId('statement-print-line').map((r) => r.lastElementChild?.textContent)).toEqual(['已确认', '有异议：与合同不符']);
  });

  it('the print button calls the browser print', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<PrintButton />, { catalogs: [bills] });
    fireEvent.click(screen.getByTestId('fn-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
