import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROW_STYLE_RULES, type RowStyleRule } from '@/domain/row-styles';
import { i18n, initI18n } from '@/lib/i18n';
import { loadTablePrefs } from '@/lib/table-prefs';
import { DataTable } from './data-table';
import * as strings from './i18n';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  name: string;
  limitation_status_code: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'id', title: 'ID', width: 60, value: (r) => r.id },
  { key: 'name', title: 'Name', width: 120, value: (r) => r.name },
];
const rows: Row[] = [
  { id: 1, name: 'a', limitation_status_code: 'C_DANGER' },
  { id: 2, name: 'b', limitation_status_code: 'A_NORMAL' },
];

// jsdom has no layout: give the scroll box a size so the virtualiser renders rows
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });

function renderTable(data: Row[], lang: 'en' | 'zh' = 'en') {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <DataTable<Row> pageKey="/t" columns={columns} rows={data} getRowId={(r) => String(r.id)} rowStyles={ROW_STYLE_RULES as readonly RowStyleRule<Row>[]} selectable />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('DataTable', () => {
  it('shows the translated empty state', async () => {
    renderTable([], 'zh');
    expect((await screen.findByTestId('table-empty')).textContent).toBe('暂无数据，请输入条件查询');
  });

  it('renders only rows in view, each with the tone of the first matching rule', async () => {
    const { container } = renderTable(rows);
    await waitFor(() => expect(container.querySelectorAll('.dt-row')).toHaveLength(2));
    expect(container.querySelector('[data-row-id="1"]')?.getAttribute('data-tone')).toBe('danger');
    expect(container.querySelector('[data-row-id="2"]')?.hasAttribute('data-tone')).toBe(false);
  });

  it('virtualises: 100 000 rows put only a window of them in the DOM', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, name: `n${i}`, limitation_status_code: 'A_NORMAL' }));
    const { container } = renderTable(many);
    await waitFor(() => expect(container.querySelectorAll('.dt-row').length).toBeGreaterThan(0));
    expect(container.querySelectorAll('.dt-row').length).toBeLessThan(40);
  });

  it('recycles rows while scrolling: a row leaving the window is reused in place for a row coming in', async () => {
    const many = Array.from({ length: 1_000 }, (_, i) => ({ id: i + 1, name: `n${i}`, limitation_status_code: i % 5 === 4 ? 'C_DANGER' : 'A_NORMAL' }));
    const { container } = renderTable(many);
    await waitFor(() => expect(container.querySelector('[data-row-id="1"]')).not.toBeNull());
    const before = Array.from(container.querySelectorAll<HTMLElement>('.dt-row'));
    expect(before.map((r) => r.getAttribute('aria-rowindex'))).toEqual(before.map((_, i) => String(i + 2))); // top: DOM order = row order
    const first = before[0];
    const scroller = screen.getByTestId('data-table');
    let top = 0;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => (top = v) });
    top = 34 * 100;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(container.querySelector('[data-row-id="1"]')).toBeNull());
    const after = Array.from(container.querySelectorAll<HTMLElement>('.dt-row'));
    // mid-list the window also has overscan above: more rows; the row elements of the top are reused (one
    // slot of the pool may be free in a given window)
    expect(after.length).toBeGreaterThan(before.length);
    expect(first.isConnected).toBe(true); // the same element, now showing another row
    expect(before.filter((r) => after.includes(r)).length).toBeGreaterThanOrEqual(before.length - 1);
    const shown = after.map((r) => Number(r.getAttribute('data-row-id')));
    expect(Math.min(...shown)).toBeGreaterThan(90);
    // each recycled row shows its own data and tone
    for (const r of after) {
      const id = Number(r.getAttribute('data-row-id'));
      expect(r.querySelector('[data-col="name"]')?.textContent).toBe(`n${id - 1}`);
      expect(r.getAttribute('data-tone')).toBe(id % 5 === 0 ? 'danger' : null);
      expect(r.getAttribute('aria-rowindex')).toBe(String(id + 1));
    }
  });

  it('opens the columns dialog; confirm stores the hidden columns under the page hash', async () => {
    renderTable(rows, 'zh');
    fireEvent.click(screen.getByTestId('table-columns'));
    const dialog = await screen.findByTestId('columns-dialog');
    expect(within(dialog).getByText('自定义列的显示或者隐藏')).toBeTruthy();
    expect(within(dialog).getByText('全选')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('columns-confirm'));
    await waitFor(() => expect(loadTablePrefs('/t').hidden).toEqual([]));
  });
});
