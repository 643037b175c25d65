import { describe, expect, it } from 'vitest';
import { createTestStore } from '../test/fakeEnv';
import { THEME_STORAGE_KEY } from './AppearanceStore';

describe('AppearanceStore', () => {
  it("follows the device ('system') until the person chooses", () => {
    const { store } = createTestStore();
    expect(store.appearance.theme).toBe('system');
  });

  it('keeps a choice on this device, and reads it back on the next start', () => {
    const { store, env } = createTestStore();
    store.appearance.choose('dark');
    expect(store.appearance.theme).toBe('dark');
    expect(env.storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const next = createTestStore({ storage: { [THEME_STORAGE_KEY]: 'dark' } });
    expect(next.store.appearance.theme).toBe('dark');
  });

  it('ignores a kept value it does not know', () => {
    const { store } = createTestStore({ storage: { [THEME_STORAGE_KEY]: 'sepia' } });
    expect(store.appearance.theme).toBe('system');
  });

  it('outlives a logout (a setting of the device, not of the account)', () => {
    const { store } = createTestStore();
    store.appearance.choose('light');
    store.session.end();
    expect(store.appearance.theme).toBe('light');
  });
});
