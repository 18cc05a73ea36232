import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as ui from '../i18n';
import { Drawer } from './drawer';

function renderDrawer(node: ReactElement, lang: 'en' | 'zh' = 'zh') {
  initI18n({ en: ui.en, zh: ui.zh });
  void i18n.changeLanguage(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('Drawer', () => {
  it('an invalid alignment renders the alert instead of a panel', () => {
    renderDrawer(<Drawer open onClose={vi.fn()} alignment="middle" title="x" />);
    expect(screen.getByTestId('drawer-bad-alignment').textContent).toContain('仅支持 top、bottom、left、right');
    expect(screen.queryByTestId('drawer')).toBeNull();
  });

  it('shows title, body, footer and the 加载中 overlay; default width 500px on the right', async () => {
    renderDrawer(
      <Drawer open onClose={vi.fn()} title="详情" footer={<button>保存</button>} loading>
        body
      </Drawer>,
    );
    const panel = await screen.findByTestId('drawer');
    expect(panel.getAttribute('data-alignment')).toBe('right');
    expect(panel.textContent).toContain('详情');
    expect(panel.textContent).toContain('body');
    expect(screen.getByTestId('drawer-footer').textContent).toContain('保存');
    expect(screen.getByTestId('drawer-loading').textContent).toContain('加载中');
    expect(getComputedStyle(panel).width).toBe('500px');
  });

  it('top and bottom panels default to 300px high; the close button closes', async () => {
    const onClose = vi.fn();
    renderDrawer(<Drawer open onClose={onClose} alignment="bottom" />, 'en');
    const panel = await screen.findByTestId('drawer');
    expect(getComputedStyle(panel).height).toBe('300px');
    screen.getByTestId('drawer-close').click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
