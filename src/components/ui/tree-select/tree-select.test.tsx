import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as ui from '../i18n';
import type { TreeNode } from './tree';
import { TreeSelect } from './tree-select';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom lays nothing out
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
afterEach(cleanup);

const TREE: TreeNode[] = [
  { value: '440000', label: '广东省', children: [{ value: '440300', label: '深圳市', children: [{ value: '440305', label: '南山区' }] }] },
  { value: '310000', label: '上海市', children: [{ value: '310115', label: '浦东新区' }] },
];

function Harness({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TreeSelect
      nodes={TREE}
      filterable
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function renderTree(onChange = vi.fn()) {
  initI18n({ en: ui.en, zh: ui.zh });
  void i18n.changeLanguage('zh');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Harness onChange={onChange} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return onChange;
}

const labels = (tree: HTMLElement) => within(tree).queryAllByRole('treeitem').map((el) => el.textContent);

describe('TreeSelect', () => {
  it('filtering shows a match with its ancestors opened; Enter chooses it', async () => {
    const onChange = renderTree();
    fireEvent.click(screen.getByTestId('tree-select'));
    const filter = await screen.findByTestId('tree-select-filter');
    fireEvent.change(filter, { target: { value: '南山' } });
    const tree = screen.getByRole('tree');
    expect(labels(tree)).toEqual(['广东省', '深圳市', '南山区']);
    expect(within(tree).getAllByRole('treeitem')[0].getAttribute('aria-expanded')).toBe('true');
    // keyboard: down from the filter into the tree, down twice to 南山区, Enter
    fireEvent.keyDown(filter, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('440305');
  });

  it('arrow right opens a node, arrow left closes it', async () => {
    renderTree();
    fireEvent.click(screen.getByTestId('tree-select'));
    const tree = await screen.findByRole('tree');
    expect(labels(tree)).toEqual(['广东省', '上海市']);
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(labels(tree)).toEqual(['广东省', '深圳市', '上海市']);
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(labels(tree)).toEqual(['广东省', '上海市']);
  });

  it('a filter without matches says so', async () => {
    renderTree();
    fireEvent.click(screen.getByTestId('tree-select'));
    fireEvent.change(await screen.findByTestId('tree-select-filter'), { target: { value: '北京' } });
    expect(screen.getByTestId('tree-select-panel').textContent).toContain('无匹配数据');
  });
});

describe('TreeSelect while filtering', () => {
  it('a node the filter opened can be closed and reopened', async () => {
    renderTree();
    fireEvent.click(screen.getByTestId('tree-select'));
    fireEvent.change(await screen.findByTestId('tree-select-filter'), { target: { value: '南山' } });
    const tree = screen.getByRole('tree');
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(labels(tree)).toEqual(['广东省']);
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(labels(tree)).toEqual(['广东省', '深圳市', '南山区']);
  });

  it('multiple with a limit: the pick past it is refused with a message, a removal applies', async () => {
    initI18n({ en: ui.en, zh: ui.zh });
    void i18n.changeLanguage('zh');
    const onChange = vi.fn();
    function Multi() {
      const [value, setValue] = useState<string[]>(['310000']);
      return (
        <TreeSelect
          multiple
          limit={1}
          nodes={TREE}
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <Multi />
        </ChakraProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByTestId('tree-select'));
    const tree = await screen.findByRole('tree');
    fireEvent.keyDown(tree, { key: 'ArrowDown' }); // 广东省
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('tree-select-limit').textContent).toBe('最多只能选择1项，请先移除已选项');
    fireEvent.keyDown(tree, { key: 'ArrowDown' }); // 上海市, chosen: removing it applies
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.queryByTestId('tree-select-limit')).toBeNull();
  });
});
