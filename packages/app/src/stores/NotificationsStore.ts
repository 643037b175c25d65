import {
  NOTICE_KINDS,
  notificationMessages,
  type Notice,
  type NoticeKind,
  type NotificationSettings,
  type UnsubscribeAnswer,
} from '@insight/api';
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { showScreen, staysOnScreen, type Outcome } from './outcome';
import { RequestState } from './RequestState';
import { forgetsWithSession } from './sessionScope';

/**
 * Every failure of these calls stays where it happened (the card's switch, the unsubscribe page, the bell's list
 * say what went wrong): none of them is a screen's own loading, so none sends the person to the error screen.
 */
const besideTheScreen = [staysOnScreen];

/**
 * Notices and their mail switches: the list under the header's bell (read again whenever the person moves to
 * another screen), marked read when the person opens it (what the open list shows is BellViewStore's); the Notifications card's switches (one per kind, for
 * mail); and the /unsubscribe screen's call, which works signed out. None of these calls covers the screen with
 * the loading overlay: they run beside the screens.
 */
export const NotificationsStore = types
  .model('NotificationsStore', {
    /** The newest notices, newest first, as last read. */
    notices: types.optional(types.frozen<Notice[]>(), []),
    /** How many of all the person's notices are unread (the bell's badge). */
    unread: 0,
    /** The list has been read at least once. */
    loaded: false,
    /** The last refresh failed (the list shows what it had, with a word about it). */
    refreshFailed: false,
    /** The list's reads and the mark-as-read call. */
    listRequest: types.optional(RequestState, {}),
    /** The mail switches, once read. */
    settings: types.optional(types.frozen<NotificationSettings | null>(), null),
    settingsRequest: types.optional(RequestState, {}),
    /** The last switch saved, and how that went (its error shows under it). */
    savingKind: types.maybeNull(types.enumeration('NoticeKind', [...NOTICE_KINDS])),
    saving: types.optional(RequestState, {}),
    /** The /unsubscribe screen's call, and the switch it turned off. */
    unsubscribeRequest: types.optional(RequestState, {}),
    unsubscribed: types.maybeNull(types.enumeration('UnsubscribedKind', [...NOTICE_KINDS])),
  })
  .volatile(() => ({
    /** Which refresh is the latest: an older answer must not overwrite a newer one. */
    refreshSeq: 0,
  }))
  .actions((self) => {
    const env = () => getStoreEnv(self);

    function setList(notices: Notice[], unread: number) {
      self.notices = notices;
      self.unread = Math.max(0, unread);
      self.loaded = true;
      self.refreshFailed = false;
    }

    /** GET /api/notifications. A failure keeps what was there (the badge must not flicker) and says so in the list. */
    const refresh = flow(function* () {
      const seq = ++self.refreshSeq;
      const isCurrent = () => seq === self.refreshSeq;
      const result = yield* toGenerator(self.listRequest.run(() => env().api.notices(), isCurrent, besideTheScreen));
      if (!isCurrent()) return false;
      if (result.ok) setList(result.value.notices, result.value.unread);
      else self.refreshFailed = true;
      return result.ok;
    });

    return {
      refresh,

      /**
       * Marks these notices read (POST /api/notifications/read): they are read here and the badge drops at once.
       * A failed mark reads the list again, so the badge shows what the server has. The bell's view store decides
       * what the open list shows meanwhile.
       */
      markRead: flow(function* (ids: readonly string[]) {
        if (ids.length === 0) return true;
        const marked = new Set(ids);
        self.notices = self.notices.map((notice) => (marked.has(notice.id) ? { ...notice, read: true } : notice));
        self.unread = Math.max(0, self.unread - ids.length);
        const result = yield* toGenerator(
          self.listRequest.run(() => env().api.markNoticesRead({ ids: [...ids] }), undefined, besideTheScreen),
        );
        if (result.ok) return true;
        yield* toGenerator(refresh());
        return false;
      }),

      /** GET /api/notifications/settings (Profile's card). */
      loadSettings: flow(function* () {
        const result = yield* toGenerator(
          self.settingsRequest.run(() => env().api.notificationSettings(), undefined, besideTheScreen),
        );
        if (result.ok) self.settings = result.value;
        return result.ok;
      }),

      /**
       * One switch flipped: it shows the new state at once, and all four are saved (PUT
       * /api/notifications/settings). Saved: a toast; failed: the switch goes back, and the error shows under it
       * and in a toast.
       */
      saveSetting: flow(function* (kind: NoticeKind, on: boolean) {
        const before = self.settings;
        if (!before) return false;
        const wanted: NotificationSettings = { ...before, [kind]: on };
        self.settings = wanted;
        self.savingKind = kind;
        const result = yield* toGenerator(
          self.saving.run(() => env().api.updateNotificationSettings(wanted), undefined, besideTheScreen),
        );
        const { notifier } = env();
        if (result.ok) {
          self.settings = result.value;
          notifier.success(notificationMessages.saved);
          return true;
        }
        // Only this switch goes back: another flipped meanwhile keeps its own state.
        if (self.settings) self.settings = { ...self.settings, [kind]: before[kind] };
        notifier.error(result.failure.message);
        return false;
      }),

      /** POST /api/notifications/unsubscribe with a mail's token (no session needed). */
      unsubscribe: flow(function* (token: string) {
        self.unsubscribed = null;
        const result = yield* toGenerator(
          self.unsubscribeRequest.run<UnsubscribeAnswer>(
            () => env().api.unsubscribe({ token }),
            undefined,
            besideTheScreen,
          ),
        );
        if (!result.ok) return false;
        self.unsubscribed = result.value.kind;
        // A switch read before (the same person, signed in) is off now.
        if (self.settings) self.settings = { ...self.settings, [result.value.kind]: false };
        return true;
      }),

      /** Entering the /unsubscribe screen (or another link's): nothing done yet on it. */
      enterUnsubscribe(): Outcome {
        self.unsubscribed = null;
        self.unsubscribeRequest.reset();
        return showScreen;
      },

      /** Forgets everything of the person (on logout). */
      clear() {
        self.refreshSeq += 1;
        self.listRequest.reset();
        self.notices = [];
        self.unread = 0;
        self.loaded = false;
        self.refreshFailed = false;
        self.settings = null;
        self.settingsRequest.reset();
        self.savingKind = null;
        self.saving.reset();
      },
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type NotificationsStoreInstance = Instance<typeof NotificationsStore>;
