import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { FilterSelect } from './filter-select';

afterEach(cleanup);

const options = [
  { value: 'OPEN', label: '处理中' },
  { value: 'DONE', label: '已完成' },
];

describe('FilterSelect', () => {
  it('offers the all choice first, then the options; hands over the chosen value', () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterSelect value="DONE" onChange={onChange} options={options} label="状态" allLabel="全部状态" w="130px" testId="sel" />);
    const select = screen.getByTestId('sel') as HTMLSelectElement;
    expect(select.getAttribute('aria-label')).toBe('状态');
    expect(select.value).toBe('DONE');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([['', '全部状态'], ['OPEN', '处理中'], ['DONE', '已完成']]);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('without allLabel every choice is an option', () => {
    renderWithProviders(<FilterSelect value="OPEN" onChange={() => undefined} options={options} label="状态" w="130px" testId="sel" />);
    expect([...(screen.getByTestId('sel') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['OPEN', 'DONE']);
  });
});
