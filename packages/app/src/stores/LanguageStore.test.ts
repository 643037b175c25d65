import { ApiError, profileMessages, type Language } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../test/fakeEnv';

const switches = () => {
  const opened: Language[] = [];
  return { opened, switchLanguage: (language: Language) => void opened.push(language) };
};

describe('LanguageStore', () => {
  it('follows the account: the page opens again in its language, asked once per person and page', async () => {
    const { opened, switchLanguage } = switches();
    let asked = 0;
    const { store } = createTestStore({
      language: 'de',
      switchLanguage,
      api: { accountLanguage: async () => (asked++, 'es') },
    });
    await store.language.followAccount('user-1');
    await store.language.followAccount('user-1');
    expect(asked).toBe(1);
    expect(opened).toEqual(['es']);
  });

  it('stays when the account speaks the page’s language, and when the question fails', async () => {
    const { opened, switchLanguage } = switches();
    let fails = true;
    const { store } = createTestStore({
      language: 'de',
      switchLanguage,
      api: {
        accountLanguage: async () => {
          if (fails) throw new Error('offline');
          return 'de';
        },
      },
    });
    await store.language.followAccount('user-1');
    fails = false;
    // A failed question is asked again on the next page.
    await store.language.followAccount('user-1');
    expect(opened).toEqual([]);
  });

  it('a signed-in choice is saved to the account before the page opens again in it', async () => {
    const { opened, switchLanguage } = switches();
    const saved: Language[] = [];
    const { store } = createTestStore({
      switchLanguage,
      api: { setAccountLanguage: async (language: Language) => (saved.push(language), language) },
    });
    expect(store.language.current).toBe('en');
    await expect(store.language.choose('de', true)).resolves.toBe(true);
    expect(saved).toEqual(['de']);
    expect(opened).toEqual(['de']);
  });

  it('a signed-out choice only opens the page again in it; a refused one changes nothing and says why', async () => {
    const { opened, switchLanguage } = switches();
    const { store } = createTestStore({
      switchLanguage,
      api: {
        setAccountLanguage: async () => {
          throw new ApiError({ kind: 'http', status: 400, message: profileMessages.languageInvalid });
        },
      },
    });
    await expect(store.language.choose('es', false)).resolves.toBe(true);
    expect(opened).toEqual(['es']);
    await expect(store.language.choose('de', true)).resolves.toBe(false);
    expect(opened).toEqual(['es']);
    expect(store.language.saving.error).toBe(profileMessages.languageInvalid);
  });
});
