import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as ui from '../i18n';
import { OrderTagIcon } from './order-tag-icon';
import { ORDER_TAG_CODES, orderTagTone } from './order-tags';

afterEach(cleanup);

function renderIcon(code: string) {
  initI18n({ en: ui.en, zh: ui.zh });
  void i18n.changeLanguage('zh');
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <OrderTagIcon code={code} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('order-tag icon', () => {
  it('TICKET and ABNORMAL are danger, every other tag warning', () => {
    const danger = ORDER_TAG_CODES.filter((c) => orderTagTone(c) === 'danger');
    expect(danger).toEqual(['TICKET', 'ABNORMAL']);
    expect(ORDER_TAG_CODES).toHaveLength(12);
  });

  it('renders the tone and the translated tag name', () => {
    renderIcon('ABNORMAL');
    const icon = screen.getByTestId('order-tag-icon');
    expect(icon.getAttribute('data-tone')).toBe('danger');
    expect(icon.getAttribute('aria-label')).toBe('异常');
    cleanup();
    renderIcon('REFUND');
    expect(screen.getByTestId('order-tag-icon').getAttribute('data-tone')).toBe('warning');
  });

  it('an unknown code renders nothing', () => {
    const { container } = renderIcon('NOPE');
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('order-tag-icon')).toBeNull();
  });
});
