import type { NeoGroup, NeoInsight, TraitCircle, TraitComparison, TraitProfile } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { showScreen, staysOnScreen, type Outcome } from './outcome';
import { RequestState } from './RequestState';
import type { SessionStoreInstance } from './SessionStore';
import { forgetsWithSession } from './sessionScope';

/**
 * Trait scores: a person's, for the trait chart of Start Here (mine) and of the Personal Map's report
 * view (its owner's), and two people's side by side for the compare view. Each read is fresh (a connection may
 * stop sharing); what was read before shows meanwhile.
 */
export const TraitsStore = types
  .model('TraitsStore', {
    /** The profiles read so far, by user id. */
    profiles: types.map(types.frozen<TraitProfile>()),
    /** Whose profile the last read asked for (its state is `profileRequest`). */
    profileUserId: types.maybeNull(types.string),
    profileRequest: types.optional(RequestState, {}),
    /** The comparison with this connection, once read. */
    comparison: types.maybeNull(types.frozen<TraitComparison>()),
    compareUserId: types.maybeNull(types.string),
    compareRequest: types.optional(RequestState, {}),
    /** The circle of the people in `circleKey` (their ids, comma-separated, in the order chosen). */
    circle: types.maybeNull(types.frozen<TraitCircle>()),
    circleKey: types.maybeNull(types.string),
    circleRequest: types.optional(RequestState, {}),
    /** PUT /api/survey/group: whom I am compared with (its failure shows by the chooser). */
    groupRequest: types.optional(RequestState, {}),
  })
  .views((self) => ({
    profileOf(userId: string | null | undefined): TraitProfile | null {
      return userId ? (self.profiles.get(userId) ?? null) : null;
    },
    /** The failure of the last read of `userId`'s profile. */
    profileErrorOf(userId: string | null | undefined): string | null {
      return userId && self.profileUserId === userId ? self.profileRequest.error : null;
    },
    /** The person's full result (IPIP-NEO-120), when their latest finished take is the full one. */
    fullOf(userId: string | null | undefined): NeoInsight | null {
      return (userId ? self.profiles.get(userId)?.full : null) ?? null;
    },
    comparisonWith(userId: string | null | undefined): TraitComparison | null {
      return userId && self.compareUserId === userId ? self.comparison : null;
    },
    circleOf(userIds: readonly string[]): TraitCircle | null {
      return self.circleKey === userIds.join(',') ? self.circle : null;
    },
    get isBusy(): boolean {
      return (
        self.profileRequest.isLoading ||
        self.compareRequest.isLoading ||
        self.circleRequest.isLoading ||
        self.groupRequest.isLoading
      );
    },
  }))
  .actions((self) => ({
    /** GET /api/traits/{userId}: my scores, or a connection's who shares their Personal Map with me. */
    loadProfile: flow(function* (userId: string) {
      self.profileUserId = userId;
      const isCurrent = () => self.profileUserId === userId;
      const result = yield* toGenerator(
        self.profileRequest.run(() => getStoreEnv(self).api.getTraits(userId), isCurrent),
      );
      if (!result.ok) {
        // Refused now (no longer shared): what was read before must not show.
        self.profiles.delete(userId);
        return false;
      }
      self.profiles.set(userId, result.value);
      return isCurrent();
    }),

    /** GET /api/traits/compare/{userId}: both people's scores, when each shares their Personal Map with the other. */
    compare: flow(function* (userId: string) {
      if (self.compareUserId !== userId) self.comparison = null;
      self.compareUserId = userId;
      const isCurrent = () => self.compareUserId === userId;
      const result = yield* toGenerator(
        self.compareRequest.run(() => getStoreEnv(self).api.compareTraits(userId), isCurrent),
      );
      if (!isCurrent()) return false;
      self.comparison = result.ok ? result.value : null;
      return result.ok;
    }),

    /**
     * GET /api/traits/circle/{ids}: my scores and the chosen people's, when each shares their Personal Map with
     * me both ways. A newer choice wins over an older answer; a refusal clears what was shown.
     */
    loadCircle: flow(function* (userIds: readonly string[]) {
      const key = userIds.join(',');
      if (self.circleKey !== key) self.circle = null;
      self.circleKey = key;
      const isCurrent = () => self.circleKey === key;
      const result = yield* toGenerator(
        self.circleRequest.run(() => getStoreEnv(self).api.traitCircle(userIds), isCurrent),
      );
      if (!isCurrent()) return false;
      self.circle = result.ok ? result.value : null;
      return result.ok;
    }),

    /** Forgets everything (on logout). */
    clear() {
      self.groupRequest.reset();
      self.circle = null;
      self.circleKey = null;
      self.circleRequest.reset();
      self.profiles.clear();
      self.profileUserId = null;
      self.profileRequest.reset();
      self.comparison = null;
      self.compareUserId = null;
      self.compareRequest.reset();
    },
  }))
  .actions((self) => ({
    /** One PUT /api/survey/group, then my profile read again (setComparisonGroup sends them one at a time). */
    saveComparisonGroup: flow(function* (group: NeoGroup) {
      const me = getRoot<{ session: SessionStoreInstance }>(self).session.currentUser?.id;
      const result = yield* toGenerator(
        self.groupRequest.run(() => getStoreEnv(self).api.setComparisonGroup(group), undefined, [staysOnScreen]),
      );
      if (!result.ok) return false;
      if (me) yield* toGenerator(self.loadProfile(me));
      return true;
    }),

    /** Entering the compare view: both people's scores are read; a refusal shows on the view, which stays. */
    enterCompare(userId: string): Outcome {
      void self.compare(userId);
      return showScreen;
    },
    /** Entering the circle (or changing its choice): the chosen people's scores, when some are chosen. */
    enterCircle(userIds: readonly string[]): Outcome {
      if (userIds.length > 0) void self.loadCircle(userIds);
      return showScreen;
    },
  }))
  .actions((self) => {
    // One save of the group on its way at a time. A choice made meanwhile waits, and of those waiting only the
    // latest is sent: two quick choices were two PUTs at once, whose answers (and profile reads) could come back in
    // either order and leave the screen showing the other choice than the one saved last.
    let saving: Promise<boolean> | null = null;
    let waiting: NeoGroup | null = null;
    const saveWaiting = async (): Promise<boolean> => {
      let saved = false;
      try {
        while (waiting) {
          const next: NeoGroup = waiting;
          waiting = null;
          saved = await self.saveComparisonGroup(next);
        }
      } finally {
        saving = null;
      }
      return saved;
    };
    return {
      /**
       * PUT /api/survey/group: the group I am compared with, then my profile read again (percentiles are worked
       * out when read, so they follow at once). A refusal shows its reason (`groupRequest.error`) and changes
       * nothing. Resolves when the last choice made meanwhile has been saved too: true when that one was.
       */
      setComparisonGroup(group: NeoGroup): Promise<boolean> {
        waiting = group;
        saving ??= saveWaiting();
        return saving;
      },
      /** A choice still waiting is not sent (the session has ended). */
      dropWaitingGroup() {
        waiting = null;
      },
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => {
        self.dropWaitingGroup();
        self.clear();
      });
    },
  }));

export type TraitsStoreInstance = Instance<typeof TraitsStore>;
