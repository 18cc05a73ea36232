import { afterEach, describe, expect, it } from 'vitest';
import { flushUnsavedWork, hasUnflushableWork, hasUnsavedWork, registerUnsavedWork } from './unsaved-work';

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

  it('flushes what can be stored and tells whether anything is left', async () => {
    let pending = true;
    const removeDraft = registerUnsavedWork(
      () => pending,
      async () => {
        pending = false;
      },
    );
    expect(hasUnsavedWork()).toBe(true);
    expect(hasUnflushableWork()).toBe(false);
    expect(await flushUnsavedWork()).toBe(true);
    expect(hasUnsavedWork()).toBe(false);

    // a store that fails keeps its work unsaved, and so does a source without a flush
    pending = true;
    removeDraft();
    const removeFailing = registerUnsavedWork(
      () => true,
      () => Promise.reject(new Error('quota')),
    );
    expect(await flushUnsavedWork()).toBe(false);
    removeFailing();
    const removeDirty = registerUnsavedWork(() => true);
    expect(hasUnflushableWork()).toBe(true);
    expect(await flushUnsavedWork()).toBe(false);
    removeDirty();
  });
});
