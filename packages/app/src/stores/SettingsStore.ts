import { errorMessages, requireFeaturedItemId, type RuntimeSettings } from '@insight/api';
import { types, type Instance } from 'mobx-state-tree';

/** The product name when the configuration names none. */
export const DEFAULT_APP_NAME = 'Insight';

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** The runtime settings (SPEC §3), loaded at start and merged with the page config. */
export const SettingsStore = types
  .model('SettingsStore', {
    values: types.frozen<RuntimeSettings>(),
  })
  .views((self) => ({
    get appName(): string {
      return self.values.appName?.trim() || DEFAULT_APP_NAME;
    },
    get appVersion(): string {
      return self.values.appVersion ?? '';
    },
    get contactEmail(): string {
      return self.values.contactEmail ?? '';
    },
    /** The app's public address (no trailing slash); the page's own origin when not configured. */
    get appUrl(): string {
      const configured = self.values.appUrl?.trim();
      if (configured) return trimSlash(configured);
      return typeof window === 'undefined' ? '' : window.location.origin;
    },
    /** Where the reset e-mail's link points: the app address plus /reset-password (SPEC §3). */
    get resetPasswordUrl(): string {
      return `${this.appUrl}/reset-password`;
    },
    /** The cart provider's cart view (SPEC §2 header); null without a configured cart. */
    get cartViewUrl(): string | null {
      const cart = self.values.foxycartUrl?.trim();
      return cart ? `${trimSlash(cart)}/cart?cart=view` : null;
    },
    /** The external marketing page unknown paths are sent to; null when not configured. */
    get domainRedirectUrl(): string | null {
      return self.values.domainRedirectUrl?.trim() || null;
    },
    get environmentName(): string {
      return self.values.environmentName ?? '';
    },
    /** The featured item's id (the personal map); null when it is missing or not a number. */
    get featuredItemId(): number | null {
      try {
        return requireFeaturedItemId(self.values);
      } catch {
        return null;
      }
    },
    /** SPEC §8: the text shown instead of the map when the featured item id is missing or not a number. */
    get featuredError(): string | null {
      return this.featuredItemId === null ? errorMessages.featuredItemMissing : null;
    },
  }));

export type SettingsStoreInstance = Instance<typeof SettingsStore>;
