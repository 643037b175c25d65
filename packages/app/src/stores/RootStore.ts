import type { RuntimeSettings } from '@insight/api';
import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { StoreEnv } from '../env';
import { LanguageStore } from './LanguageStore';
import { AppearanceStore } from './AppearanceStore';
import { BellViewStore } from './BellViewStore';
import { CartStore } from './CartStore';
import { CatalogStore } from './CatalogStore';
import { ConnectionsStore } from './ConnectionsStore';
import { HomeGateStore } from './HomeGateStore';
import { LibraryViewStore } from './LibraryViewStore';
import { NotificationsStore } from './NotificationsStore';
import { createOutcomeChannel, showScreen, type Outcome } from './outcome';
import { ProfileStore } from './ProfileStore';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { SharingViewStore } from './SharingViewStore';
import { SurveyStore } from './SurveyStore';
import { TraitsStore } from './TraitsStore';

/** The root of the stores: the domain stores, the home gate over them, and the library's view store. */
export const RootStore = types
  .model('RootStore', {
    settings: SettingsStore,
    session: types.optional(SessionStore, {}),
    profile: types.optional(ProfileStore, {}),
    catalog: types.optional(CatalogStore, {}),
    survey: types.optional(SurveyStore, {}),
    homeGate: types.optional(HomeGateStore, {}),
    library: types.optional(LibraryViewStore, {}),
    cart: types.optional(CartStore, {}),
    connections: types.optional(ConnectionsStore, {}),
    /** The sharing dialog: which connection or request it is open on, the ticks, the Save. */
    sharing: types.optional(SharingViewStore, {}),
    traits: types.optional(TraitsStore, {}),
    /** The bell's notices and the mail switches (their calls never cover the screen). */
    notifications: types.optional(NotificationsStore, {}),
    /** What the bell's list shows while open. */
    bell: types.optional(BellViewStore, {}),
    /** The device's look (theme); outlives a logout. */
    appearance: types.optional(AppearanceStore, {}),
    /** The language the app speaks: the page's, and once signed in the account's. */
    language: types.optional(LanguageStore, {}),
  })
  .views((self) => ({
    /** A call is running somewhere: the layout shows the loading overlay (SPEC §2). */
    get isBusy(): boolean {
      return (
        self.session.isLoading ||
        self.profile.isBusy ||
        self.catalog.isLoading ||
        self.survey.isLoading ||
        self.library.isLoading ||
        self.cart.isLoading ||
        self.connections.isBusy ||
        self.sharing.isLoading ||
        self.traits.isBusy
      );
    },
  }))
  .actions((self) => ({
    /**
     * The layout's entry, on every address (SPEC §2 header): once signed in, the cart provider reports the
     * count (connected again after a logout), the Connections link's badge counts the invitations waiting (not on the Connections screen,
     * which loads that list itself), and the bell's notices are read again. Asks the session as it is when it runs: the login screen ends it first.
     * Nothing here holds the screen back, and a failure changes nothing (the badge keeps its last count).
     */
    /**
     * The app has started (main.tsx, once its first render is under way): SPEC §1's checkout script is loaded in
     * every environment, signed in or not, so the cart is there before anyone needs it. Its count shows once
     * signed in (the header).
     */
    start(): void {
      self.cart.connect(self.settings.values.foxycartCDN);
    },

    enterPage(listsInvitations: boolean): Outcome {
      if (!self.session.isSignedIn) return showScreen;
      self.cart.connect(self.settings.values.foxycartCDN);
      if (!listsInvitations) void self.connections.refreshReceived();
      void self.notifications.refresh();
      const me = self.session.currentUser?.id;
      if (me) void self.language.followAccount(me);
      return showScreen;
    },
  }));

export type RootStoreInstance = Instance<typeof RootStore>;
export type RootStoreSnapshot = SnapshotIn<typeof RootStore>;

export interface CreateRootStoreOptions {
  settings: RuntimeSettings;
  env: StoreEnv;
  /** Skips reading `currentUser` from storage (default: restore it, as the app does at start). */
  restore?: boolean;
  snapshot?: Omit<RootStoreSnapshot, 'settings'>;
}

/** A root store over an environment (with an outcome channel when it has none); the saved user is restored (SPEC §3: restored at start). */
export function createRootStore({
  settings,
  env,
  restore = true,
  snapshot = {},
}: CreateRootStoreOptions): RootStoreInstance {
  // Every tree has an outcome channel: the app's router listens to it (routes/outcomeRouting.tsx).
  const withChannel: StoreEnv = { ...env, outcomes: env.outcomes ?? createOutcomeChannel() };
  const store = RootStore.create({ ...snapshot, settings: { values: settings } }, withChannel);
  if (restore && !store.session.currentUser) store.session.restore();
  return store;
}
