import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CODES } from '@/domain/variants';
import { renderWithProviders } from '@/lib/test-utils';
import { AppCodeSelect } from './app-code-select';

afterEach(cleanup);

describe('AppCodeSelect', () => {
  it('offers every app code, shows the value and hands over the change event', () => {
    const onChange = vi.fn();
    renderWithProviders(<AppCodeSelect value="DA" onChange={(e) => onChange(e.target.value)} testId="app" />);
    const select = screen.getByTestId('app') as HTMLSelectElement;
    expect(select.value).toBe('DA');
    expect([...select.options].map((o) => o.value)).toEqual(APP_CODES);
    fireEvent.change(select, { target: { value: 'PAI' } });
    expect(onChange).toHaveBeenLastCalledWith('PAI');
  });
});
