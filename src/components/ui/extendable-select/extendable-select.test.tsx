import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as strings from '@/features/resources/i18n';
import { i18n, initI18n } from '@/lib/i18n';
import { ExtendableSelect, type ExtendableSelectProps } from './extendable-select';
import { extendError, extendLimit } from './limits';

afterEach(cleanup);

describe('extendable select limits', () => {
  it('10 / 50 on add, 20 / 120 on edit', () => {
    expect(extendLimit('add', false)).toBe(10);
    expect(extendLimit('add', true)).toBe(50);
    expect(extendLimit('edit', false)).toBe(20);
    expect(extendLimit('edit', true)).toBe(120);
  });

  it('empty, too long and fine', () => {
    expect(extendError('  ', 'add')).toEqual({ key: 'extendableSelect.empty' });
    expect(extendError('a'.repeat(10), 'add')).toBeNull();
    expect(extendError('a'.repeat(11), 'add')).toEqual({ key: 'extendableSelect.tooLong', max: 10 });
    expect(extendError('a'.repeat(50), 'add', true)).toBeNull();
    expect(extendError('a'.repeat(51), 'add', true)).toEqual({ key: 'extendableSelect.tooLong', max: 50 });
    expect(extendError('a'.repeat(20), 'edit')).toBeNull();
    expect(extendError('a'.repeat(21), 'edit')).toEqual({ key: 'extendableSelect.tooLong', max: 20 });
    expect(extendError('a'.repeat(121), 'edit', true)).toEqual({ key: 'extendableSelect.tooLong', max: 120 });
  });
});

function setup(props: Partial<ExtendableSelectProps> = {}) {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage('zh');
  const onAdd = vi.fn();
  const onChange = vi.fn();
  const onEdit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <ExtendableSelect options={[{ value: 'a', label: '甲' }]} value="a" onChange={onChange} onAdd={onAdd} onEdit={onEdit} {...props} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { onAdd, onChange, onEdit };
}

const enter = (text: string) => {
  fireEvent.change(screen.getByTestId('extendable-select-text'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('extendable-select-save'));
};

describe('extendable select', () => {
  it('add: empty and over-10 messages, then a valid text is added and selected', () => {
    const { onAdd, onChange } = setup();
    fireEvent.click(screen.getByTestId('extendable-select-add'));
    enter('');
    expect(screen.getByTestId('extendable-select-error').textContent).toBe('请输入要新增的内容！');
    enter('一二三四五六七八九十一');
    expect(screen.getByTestId('extendable-select-error').textContent).toBe('允许输入10字内！');
    expect(onAdd).not.toHaveBeenCalled();
    enter('一二三四五六七八九十');
    expect(onAdd).toHaveBeenCalledWith('一二三四五六七八九十');
    expect(onChange).toHaveBeenCalledWith('一二三四五六七八九十');
  });

  it('edit: 20 characters, 50 / 120 for products', () => {
    const { onEdit } = setup();
    fireEvent.click(screen.getByTestId('extendable-select-edit'));
    enter('字'.repeat(21));
    expect(screen.getByTestId('extendable-select-error').textContent).toBe('允许输入20字内！');
    enter('字'.repeat(20));
    expect(onEdit).toHaveBeenCalledWith('a', '字'.repeat(20));
  });

  it('products: 50 on add, 120 on edit', () => {
    const { onAdd, onEdit } = setup({ product: true });
    fireEvent.click(screen.getByTestId('extendable-select-add'));
    enter('字'.repeat(51));
    expect(screen.getByTestId('extendable-select-error').textContent).toBe('允许输入50字内！');
    enter('字'.repeat(50));
    expect(onAdd).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('extendable-select-edit'));
    enter('字'.repeat(121));
    expect(screen.getByTestId('extendable-select-error').textContent).toBe('允许输入120字内！');
    enter('字'.repeat(120));
    expect(onEdit).toHaveBeenCalled();
  });

  it('a stored add: the answered value is selected; a refusal keeps the row open with its message', async () => {
    const onAdd = vi.fn().mockRejectedValueOnce(Object.assign(new Error('x'), { msg: '没有权限' })).mockResolvedValueOnce('C1');
    const { onChange } = setup({ onAdd });
    fireEvent.click(screen.getByTestId('extendable-select-add'));
    enter('门把手松动');
    expect((await screen.findByTestId('extendable-select-error')).textContent).toBe('没有权限');
    expect(onChange).not.toHaveBeenCalled();
    enter('门把手松动');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('C1'));
    expect(screen.queryByTestId('extendable-select-text')).toBeNull();
  });

  it('without onAdd there is no add button (a user the server would refuse)', () => {
    setup({ onAdd: undefined });
    expect(screen.getByTestId('extendable-select-field')).toBeTruthy();
    expect(screen.queryByTestId('extendable-select-add')).toBeNull();
    expect(screen.getByTestId('extendable-select-edit')).toBeTruthy();
  });
});
