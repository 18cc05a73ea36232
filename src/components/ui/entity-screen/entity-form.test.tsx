import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n, initI18n } from '@/lib/i18n';
import { EntityForm } from './entity-form';
import * as kit from './i18n';
import type { EntityField } from './types';

function renderForm(node: ReactElement) {
  initI18n({ en: { ...kit.en, t: { name: 'Name', size: 'Size', kind: 'Kind', nameRequired: 'Name please' } }, zh: kit.zh });
  void i18n.changeLanguage('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
afterEach(cleanup);

const schema = z.object({
  // an i18n key, a server-message catalog key and a plain text as messages
  name: z.string().trim().min(1, 't.nameRequired').max(5, 'nameMax10'),
  size: z.preprocess((v) => (v === '' ? undefined : v), z.number({ error: 'bdNumberRange' }).int().min(1, 'bdNumberRange')),
  kind: z.enum(['A', 'B'], { error: 'bdChooseOption' }),
});
const fields: EntityField[] = [
  { key: 'name', labelKey: 't.name', kind: 'text', required: true },
  { key: 'size', labelKey: 't.size', kind: 'number' },
  { key: 'kind', labelKey: 't.kind', kind: 'select', options: [{ value: 'A', label: 'Alpha' }, { value: 'B', label: 'Beta' }] },
];
const input = (key: string) => screen.getByTestId(`f-${key}`) as HTMLInputElement;
const type = (key: string, value: string) => fireEvent.change(input(key), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('f-save'));

describe('EntityForm', () => {
  it('shows each field message from the schema and does not submit', async () => {
    const onSubmit = vi.fn();
    renderForm(<EntityForm fields={fields} schema={schema} initial={{ name: '', size: '', kind: '' }} onSubmit={onSubmit} testId="f" />);
    save();
    expect((await screen.findByTestId('f-name-error')).textContent).toBe('Name please');
    expect(screen.getByTestId('f-size-error').textContent).toBe('Enter a whole number within the allowed range');
    expect(screen.getByTestId('f-kind-error').textContent).toBe('Choose one of the options');
    expect(onSubmit).not.toHaveBeenCalled();
    // after a tried submit the message follows the input
    type('name', 'abcdefg');
    expect(screen.getByTestId('f-name-error').textContent).toBe('At most 10 characters');
    type('name', 'abc');
    expect(screen.queryByTestId('f-name-error')).toBeNull();
  });

  it('submits the parsed values and reports the result', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ id: 7 });
    const onSaved = vi.fn();
    renderForm(<EntityForm fields={fields} schema={schema} initial={{ name: '', size: '', kind: '' }} onSubmit={onSubmit} onSaved={onSaved} testId="f" />);
    type('name', '  Box ');
    type('size', '3');
    fireEvent.change(screen.getByTestId('f-kind'), { target: { value: 'B' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Box', size: 3, kind: 'B' });
  });

  it("puts a server 400 under the field it names, else above the buttons, and keeps the input", async () => {
    const duplicate = Object.assign(new Error('名称已存在'), { msg: '名称已存在', data: { code: '400', msg: '名称已存在', data: { field: 'name' } } });
    const onSubmit = vi.fn().mockRejectedValueOnce(duplicate).mockRejectedValueOnce(Object.assign(new Error('boom'), { msg: '服务器开小差了', data: null }));
    renderForm(<EntityForm fields={fields} schema={schema} initial={{ name: 'Box', size: 2, kind: 'A' }} onSubmit={onSubmit} testId="f" />);
    save();
    expect((await screen.findByTestId('f-name-error')).textContent).toBe('名称已存在');
    expect(input('name').value).toBe('Box');
    expect(input('size').value).toBe('2');
    // changing the field clears its server message; a message naming no field shows as the form error
    type('name', 'Box2');
    expect(screen.queryByTestId('f-name-error')).toBeNull();
    save();
    expect((await screen.findByTestId('f-error')).textContent).toContain('服务器开小差了');
    expect(input('name').value).toBe('Box2');
  });

  it('locks read-only fields when editing', () => {
    renderForm(
      <EntityForm fields={[{ ...fields[0], readOnlyOnEdit: true }]} schema={schema.pick({ name: true })} initial={{ name: 'Box' }} onSubmit={vi.fn()} editing testId="f" />,
    );
    expect(input('name').disabled).toBe(true);
  });
});
