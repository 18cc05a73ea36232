import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { FilterBar, FilterField } from './filter-bar';

afterEach(cleanup);

describe('FilterBar', () => {
  it('searches on Enter in a field and on 查询; 重置 resets without searching', () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    renderWithProviders(
      <FilterBar onSearch={onSearch} searchLabel="查询" searchTestId="bar-search" onReset={onReset} resetLabel="重置" resetTestId="bar-reset">
        <FilterField label="名称" maxW="220px">
          <input data-testid="bar-name" />
        </FilterField>
      </FilterBar>,
    );
    expect(screen.getByText('名称')).toBeTruthy();
    fireEvent.submit(screen.getByTestId('bar-name').closest('form')!);
    fireEvent.click(screen.getByTestId('bar-search'));
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('bar-reset'));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('bar-reset').textContent).toBe('重置');
  });

  it('has no reset button without onReset', () => {
    renderWithProviders(
      <FilterBar onSearch={() => undefined} searchLabel="查询">
        <input />
      </FilterBar>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['查询']);
  });
});
