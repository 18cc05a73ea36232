import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { SearchBox } from './search-box';

afterEach(cleanup);

describe('SearchBox', () => {
  it('starts from the URL value and hands over the trimmed text on Enter and on the button', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox initial="TS2026" onSearch={onSearch} label="配载单号" buttonLabel="搜索" maxLength={40} w="170px" testId="box" buttonTestId="box-go" />);
    const input = screen.getByTestId('box') as HTMLInputElement;
    expect(input.value).toBe('TS2026');
    expect(input.getAttribute('placeholder')).toBe('配载单号');
    expect(input.getAttribute('aria-label')).toBe('配载单号');
    expect(input.maxLength).toBe(40);
    fireEvent.change(input, { target: { value: '  TS2026-0007 ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenLastCalledWith('TS2026-0007');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
