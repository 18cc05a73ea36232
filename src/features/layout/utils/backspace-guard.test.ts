import { afterEach, describe, expect, it } from 'vitest';
import { installBackspaceGuard, isEditableTarget, shouldBlockBackspace } from './backspace-guard';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  document.body.appendChild(node);
  return node;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Backspace guard (spec §6)', () => {
  it('lets Backspace through in editable text fields', () => {
    expect(isEditableTarget(el('input'))).toBe(true);
    expect(isEditableTarget(el('input', { type: 'password' }))).toBe(true);
    expect(isEditableTarget(el('input', { type: 'number' }))).toBe(true);
    expect(isEditableTarget(el('textarea'))).toBe(true);
    expect(isEditableTarget(el('div', { contenteditable: 'true' }))).toBe(true);
  });

  it('blocks it on read-only, disabled and non-text targets', () => {
    expect(isEditableTarget(el('input', { readonly: '' }))).toBe(false);
    expect(isEditableTarget(el('input', { disabled: '' }))).toBe(false);
    expect(isEditableTarget(el('textarea', { readonly: '' }))).toBe(false);
    expect(isEditableTarget(el('input', { type: 'checkbox' }))).toBe(false);
    expect(isEditableTarget(el('input', { type: 'radio' }))).toBe(false);
    expect(isEditableTarget(el('button'))).toBe(false);
    expect(isEditableTarget(document.body)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });

  it('only concerns Backspace', () => {
    expect(shouldBlockBackspace({ key: 'Backspace', target: document.body })).toBe(true);
    expect(shouldBlockBackspace({ key: 'Delete', target: document.body })).toBe(false);
    expect(shouldBlockBackspace({ key: 'Backspace', target: el('input') })).toBe(false);
  });

  it('prevents the default action of a Backspace keydown outside inputs once installed', () => {
    const uninstall = installBackspaceGuard(window);
    const onBody = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
    document.body.dispatchEvent(onBody);
    expect(onBody.defaultPrevented).toBe(true);

    const input = el('input');
    const inInput = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
    input.dispatchEvent(inInput);
    expect(inInput.defaultPrevented).toBe(false);

    uninstall();
    const after = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
