import { toastMessages, type ConnectionReport, type ConnectionRequestReport, type Report } from '@insight/api';
import { flow, getRoot, isAlive, toGenerator, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import type { SharedWith } from './ConnectionEntities';
import { ConnectionInvites } from './ConnectionInvites';
import type { ConnectionsRoot } from './ConnectionLists';
import { showScreen, staysOnScreen, type Outcome } from './outcome';
import { forgetsWithSession } from './sessionScope';

export { sharesPersonalMapBothWays } from './ConnectionEntities';
export type { TokenAcceptance } from './ConnectionInvites';
export type { ConnectionsRoot } from './ConnectionLists';
export { shareableGuides, type ConnectionEntry, type ConnectionGuides, type ShareableGuide } from './ConnectionViews';

/**
 * Connections and invitations (SPEC §2 Connections, §4 Connection request, §8 toasts): my
 * connections, the requests I sent (pending), the invitations I received, each an entity found by
 * its id, and their calls: the lists, invite, accept, reject, cancel, remove and the shared guides'
 * save. What a dialog shows is the view stores' (the sharing dialog's: SharingViewStore). Every
 * call goes through the injected api client; toasts through the injected notifier.
 */
export const ConnectionsStore = ConnectionInvites.named('ConnectionsStore')
  .actions((self) => {
    const env = () => getStoreEnv(self);
    const root = () => getRoot<ConnectionsRoot>(self);

    /** The three lists at once; on failure SPEC §8's connections text is toasted. */
    const load = flow(function* () {
      const { api, notifier } = env();
      const result = yield* toGenerator(
        // SPEC §8: a failed load is its own toast, whatever the failure.
        self.run(
          () => Promise.all([api.listConnections(), api.listSentRequests(), api.listReceivedRequests()]),
          undefined,
          [staysOnScreen],
        ),
      );
      if (!result.ok) {
        notifier.error(toastMessages.connectionsLoadFail);
        return false;
      }
      const [connections, sent, received] = result.value;
      self.setConnections(connections);
      self.setSent(sent);
      self.setReceived(received);
      self.loaded = true;
      return true;
    });

    /** The received list alone; a failure keeps what was there (the badge must not flicker). */
    const refreshReceived = flow(function* () {
      const result = yield* toGenerator(
        self.refreshing.run(() => env().api.listReceivedRequests(), undefined, [staysOnScreen]),
      );
      if (result.ok) self.setReceived(result.value);
      return result.ok;
    });

    /** One call of the updating state; toasts `ok` on success, the error text (or `failText`) otherwise. */
    async function runUpdate(call: () => Promise<void>, ok: string, failText?: string): Promise<boolean> {
      const { notifier } = env();
      // SPEC §8 names a toast for some failures (accept, a request's update): those stay on the screen.
      const result = await self.updating.run(call, undefined, failText === undefined ? [] : [staysOnScreen]);
      if (result.ok) notifier.success(ok);
      else notifier.error(failText ?? result.failure.message);
      return result.ok;
    }

    /** The catalogue the sharing dialog needs, when no screen has loaded it yet. */
    const ensureCatalog = flow(function* () {
      const { catalog } = root();
      if (catalog.guides.length > 0) return true;
      return yield* toGenerator(catalog.loadItems());
    });

    return {
      load,
      refreshReceived,

      /**
       * Entering the Connections screen: the three lists, and the catalogue its sharing dialog names guides
       * from. Their failures are toasts (SPEC §8): the screen shows.
       */
      enter(): Outcome {
        void load();
        void ensureCatalog();
        return showScreen;
      },

      /** Entering a screen that lists my people (the circle's choice): the three lists. */
      enterPeople(): Outcome {
        void load();
        return showScreen;
      },

      /**
       * Connections alone (the library's tab). A failure toasts SPEC §8's connections text.
       */
      loadConnections: flow(function* () {
        const result = yield* toGenerator(self.run(() => env().api.listConnections(), undefined, [staysOnScreen]));
        if (!result.ok) {
          env().notifier.error(toastMessages.connectionsLoadFail);
          return false;
        }
        self.setConnections(result.value);
        return true;
      }),

      /** SPEC §8 accept: on failure the received list is refreshed (the invitation has expired). */
      accept: flow(function* (id: number) {
        const ok = yield* toGenerator(
          runUpdate(() => env().api.acceptRequest(id), toastMessages.acceptOk, toastMessages.acceptFail),
        );
        if (ok) yield load();
        else yield refreshReceived();
        return ok;
      }),

      /** SPEC §8 reject. */
      reject: flow(function* (id: number) {
        const ok = yield* toGenerator(runUpdate(() => env().api.rejectRequest(id), toastMessages.rejectOk));
        if (ok) self.dropReceived(id);
        else yield refreshReceived();
        return ok;
      }),

      /** SPEC §8 cancel (a request I sent). */
      cancel: flow(function* (id: number) {
        const ok = yield* toGenerator(runUpdate(() => env().api.cancelRequest(id), toastMessages.cancelOk));
        if (ok) self.dropSent(id);
        else yield load();
        return ok;
      }),

      /** SPEC §8 remove (a connection). */
      remove: flow(function* (id: number) {
        const ok = yield* toGenerator(runUpdate(() => env().api.removeConnection(id), toastMessages.removeOk));
        if (ok) self.dropConnection(id);
        else yield load();
        return ok;
      }),

      /**
       * SPEC §7 'sets shared guides': PUT the connection (or the request I sent) with these guides; once the
       * server has them, so has the entity. A guide kept keeps its row; a new one gets its name from the
       * guides I may share. Fails as the call fails (the caller says so: toasts are the dialog's).
       */
      share: flow(function* (entity: SharedWith, reportIds: readonly number[]) {
        const { api } = env();
        const names = new Map(self.shareableGuides.map((guide) => [guide.reportId, guide.reportName]));
        const report = (reportId: number): Report | null => {
          const reportName = names.get(reportId);
          return reportName === undefined ? null : { reportId, reportName };
        };
        if (entity.kind === 'connection') {
          const kept = new Map(entity.connectionReports.map((row) => [row.reportId, row]));
          const connectionReports: ConnectionReport[] = reportIds.map(
            (reportId) => kept.get(reportId) ?? { connectionId: entity.id, reportId, report: report(reportId) },
          );
          // The server reads the id and the report ids only: nothing else of the entity goes.
          yield api.updateConnection({ id: entity.id, connectionReports: reportIds.map((reportId) => ({ reportId })) });
          if (isAlive(entity)) entity.setConnectionReports(connectionReports);
          return;
        }
        const kept = new Map(entity.connectionReports.map((row) => [row.reportId, row]));
        const connectionReports: ConnectionRequestReport[] = reportIds.map(
          (reportId) => kept.get(reportId) ?? { connectionRequestId: entity.id, reportId, report: report(reportId) },
        );
        yield api.updateRequest({ id: entity.id, connectionReports: reportIds.map((reportId) => ({ reportId })) });
        if (isAlive(entity)) entity.setConnectionReports(connectionReports);
      }),

      /** Forgets everything (on logout). */
      clear() {
        self.connections.clear();
        self.sentRequests.clear();
        self.receivedRequests.clear();
        self.loaded = false;
        self.inviting.reset();
        self.updating.reset();
        self.mailing.reset();
        self.accepting.reset();
        self.refreshing.reset();
        self.reset();
      },

      ensureCatalog,
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type ConnectionsStoreInstance = Instance<typeof ConnectionsStore>;
