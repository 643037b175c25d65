import { THEME_CHOICES, type ThemeChoice } from '@insight/ui';
import { types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';

/** Where this device keeps the person's choice of theme (local storage). */
export const THEME_STORAGE_KEY = 'insightTheme';

const isChoice = (value: unknown): value is ThemeChoice => (THEME_CHOICES as readonly unknown[]).includes(value);

/**
 * How the app looks on this device: the colour theme, 'system' (the device's light or dark setting,
 * the default), 'light' or 'dark'. Kept in local storage, so it holds before anyone signs in and after a
 * logout; a setting of the device, not of the account.
 */
export const AppearanceStore = types
  .model('AppearanceStore', {
    theme: types.optional(types.enumeration<ThemeChoice>('ThemeChoice', [...THEME_CHOICES]), 'system'),
  })
  .actions((self) => ({
    afterCreate() {
      const kept = getStoreEnv(self).storage.getItem(THEME_STORAGE_KEY);
      if (isChoice(kept)) self.theme = kept;
    },
    /** The person picks a theme: it applies at once and is kept on this device. */
    choose(theme: ThemeChoice) {
      self.theme = theme;
      getStoreEnv(self).storage.setItem(THEME_STORAGE_KEY, theme);
    },
  }));

export type AppearanceStoreInstance = Instance<typeof AppearanceStore>;
