import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedWork, registerUnsavedWork } from './unsaved-work';

afterEach(() => sessionStorage.clear());

describe('unsaved work', () => {
  it('asks every registered source until one reports work, and forgets a source once removed', () => {
    let dirty = false;
    const remove = registerUnsavedWork(() => dirty);
    expect(hasUnsavedWork()).toBe(false);
    dirty = true;
    expect(hasUnsavedWork()).toBe(true);
    remove();
    expect(hasUnsavedWork()).toBe(false);
  });

  it('counts a failing source as unsaved work', () => {
    const remove = registerUnsavedWork(() => {
      throw new Error('closed');
    });
    expect(hasUnsavedWork()).toBe(true);
    remove();
  });

  it('counts form input kept for a tab (unsaved-forms)', () => {
    sessionStorage.setItem('lading.unsaved:/saas/order-entry/entry', '{"a":1}');
    expect(hasUnsavedWork()).toBe(true);
  });
});
