import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as strings from './order-number-field-i18n';
import { OrderNumberField } from './order-number-field';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiGet }));

function Harness({ onResolved }: { onResolved(id: number | null): void }) {
  const [v, setV] = useState('');
  return <OrderNumberField value={v} onChange={setV} onResolved={onResolved} />;
}

function renderField(onResolved = vi.fn()) {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage('zh');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Harness onResolved={onResolved} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return onResolved;
}

beforeEach(() => {
  apiGet.mockReset();
});
afterEach(cleanup);

describe('OrderNumberField', () => {
  it('fills order_id when the waybill exists', async () => {
    apiGet.mockResolvedValue({ id: 42, order_no: '2026112100001' });
    const onResolved = renderField();
    const input = screen.getByTestId('order-number-field');
    fireEvent.change(input, { target: { value: ' 2026112100001 ' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onResolved).toHaveBeenCalledWith(42));
    expect(apiGet).toHaveBeenCalledWith('/order/waybills/2026112100001', undefined, { silent: true });
    expect(screen.queryByTestId('order-number-field-error')).toBeNull();
  });

  it("shows '请输入正确的系统订单号' when it does not", async () => {
    apiGet.mockImplementation(async () => {
      throw Object.assign(new Error('not found'), { httpStatus: 404 });
    });
    const onResolved = renderField();
    const input = screen.getByTestId('order-number-field');
    fireEvent.change(input, { target: { value: '2999' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('请输入正确的系统订单号')).toBeTruthy();
    expect(onResolved).toHaveBeenLastCalledWith(null);
  });

  it('asks nothing for an empty field', async () => {
    const onResolved = renderField();
    fireEvent.blur(screen.getByTestId('order-number-field'));
    await waitFor(() => expect(onResolved).toHaveBeenCalledWith(null));
    expect(apiGet).not.toHaveBeenCalled();
  });
});
