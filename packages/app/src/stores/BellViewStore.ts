import type { Notice } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { NotificationsStoreInstance } from './NotificationsStore';
import { forgetsWithSession } from './sessionScope';

/** The store the bell's list reads (its sibling under the root store). */
export interface BellViewRoot {
  notifications: NotificationsStoreInstance;
}

/**
 * What the header's bell shows apart from the notices themselves, as a view store: whether its list is open, and
 * which notices were marked read when it opened. Those keep their dot while the list stays open (the person sees
 * what was new), though the server, and the notifications store, have them read at once and the badge dropped.
 */
export const BellViewStore = types
  .model('BellViewStore', {
    isOpen: false,
  })
  .volatile(() => ({
    /** The ids marked read when the list opened: they lose their dot when it closes. */
    markedIds: [] as readonly string[],
  }))
  .views((self) => ({
    /** The notices as the list draws them: a notice marked read on opening keeps its dot until the list closes. */
    get shown(): Notice[] {
      const notices = getRoot<BellViewRoot>(self).notifications.notices;
      if (!self.isOpen || self.markedIds.length === 0) return notices;
      const marked = new Set(self.markedIds);
      return notices.map((notice) => (marked.has(notice.id) ? { ...notice, read: false } : notice));
    },
  }))
  .actions((self) => ({
    setMarked(ids: readonly string[]) {
      self.markedIds = ids;
    },
  }))
  .actions((self) => ({
    /**
     * The person opened the list: the unread notices it shows are marked read (the badge drops at once) and keep
     * their dot while it stays open. False when the mark failed (the notices store then reads the count again).
     */
    open: flow(function* () {
      const { notifications } = getRoot<BellViewRoot>(self);
      self.isOpen = true;
      const ids = notifications.notices.filter((notice) => !notice.read).map((notice) => notice.id);
      self.setMarked(ids);
      const marked = yield* toGenerator(notifications.markRead(ids));
      if (!marked) self.setMarked([]);
      return marked;
    }),

    /** The list closed: what was marked read when it opened loses its dot. */
    close() {
      self.isOpen = false;
      self.markedIds = [];
    },
  }))
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.close());
    },
  }));

export type BellViewStoreInstance = Instance<typeof BellViewStore>;
