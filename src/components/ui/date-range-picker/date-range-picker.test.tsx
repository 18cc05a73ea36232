import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DateRange } from '@/domain/date-shortcuts';
import { i18n, initI18n } from '@/lib/i18n';
import * as ui from '../i18n';
import { DateRangePicker } from './date-range-picker';

afterEach(cleanup);
const NOW = () => new Date(2026, 10, 19, 10);

function renderPicker(value: DateRange | null, restricted: boolean, onChange = vi.fn()) {
  initI18n({ en: ui.en, zh: ui.zh });
  void i18n.changeLanguage('zh');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <DateRangePicker value={value} onChange={onChange} restricted={restricted} now={NOW} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return onChange;
}

describe('DateRangePicker', () => {
  it('the restricted variant reports a range over 30 days with the spec message and caps the end at today', () => {
    renderPicker(['2026-10-01', '2026-11-19'], true);
    expect(screen.getByTestId('date-range-error').textContent).toBe('日期区间不能超过30天');
    expect(screen.getByTestId('date-range-end').getAttribute('max')).toBe('2026-11-19');
  });

  it('editing a date emits the range and its problem', () => {
    const onChange = renderPicker(['2026-11-01', '2026-11-10'], true);
    fireEvent.change(screen.getByTestId('date-range-end'), { target: { value: '2026-11-20' } });
    expect(onChange).toHaveBeenCalledWith(['2026-11-01', '2026-11-20'], 'future');
  });

  it('an unrestricted picker accepts long past ranges', () => {
    renderPicker(['2026-01-01', '2026-11-19'], false);
    expect(screen.queryByTestId('date-range-error')).toBeNull();
  });
});
