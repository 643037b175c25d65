import {
  addressMessages,
  reportOf,
  toastMessages,
  type Connection,
  type ConnectionReport,
  type ConnectionRequest,
  type ConnectionRequestPayload,
  type ConnectionRequestReport,
  type Report,
} from '@insight/api';
import {
  applySnapshot,
  flow,
  getRoot,
  isAlive,
  resolveIdentifier,
  toGenerator,
  types,
  type Instance,
} from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import type { CatalogStoreInstance } from './CatalogStore';
import {
  ConnectionModel,
  ReceivedRequestModel,
  SentRequestModel,
  type ConnectionInstance,
  type ReceivedRequestInstance,
  type SentRequestInstance,
  type SharedWith,
} from './ConnectionEntities';
import {
  byFirstName,
  connectionEntry,
  connectionGuides,
  requestEntry,
  shareableGuides,
  type ConnectionEntry,
  type ConnectionGuides,
  type ShareableGuide,
} from './ConnectionViews';
import { RequestState } from './RequestState';
import type { SessionStoreInstance } from './SessionStore';
import type { SettingsStoreInstance } from './SettingsStore';
import { failureOutcome, showScreen, staysOnScreen, type FailureRule, type Outcome } from './outcome';
import { forgetsWithSession } from './sessionScope';

/**
 * What came of accepting an invitation by its link's token (ConnectionsStore.acceptToken): accepted; not yet
 * (the address is not proven); refused (the reason was toasted); or failed, and the Outcome says where to go (any
 * other 500 → the error screen, a 401 → signed out). The caller acts on a failed one's Outcome.
 */
export type TokenAcceptance =
  { kind: 'accepted' | 'unproven' | 'refused'; outcome?: undefined } | { kind: 'failed'; outcome: Outcome };

/** The refusal that waits: an address not proven yet may not accept (the token is kept for later). */
const waitsForProof: FailureRule = (failure) =>
  failure.kind === 'http' && failure.message === addressMessages.confirmBeforeAccepting ? showScreen : undefined;

/** The stores the connections read beside themselves (siblings under the root store). */
export interface ConnectionsRoot {
  settings: SettingsStoreInstance;
  session: SessionStoreInstance;
  catalog: CatalogStoreInstance;
}

export { sharesPersonalMapBothWays } from './ConnectionEntities';
export { shareableGuides, type ConnectionEntry, type ConnectionGuides, type ShareableGuide } from './ConnectionViews';

/**
 * Connections and invitations (SPEC §2 Connections, §4 Connection request, §8 toasts): my
 * connections, the requests I sent (pending), the invitations I received, each an entity found by
 * its id, and their calls: the lists, invite, accept, reject, cancel, remove and the shared guides'
 * save. What a dialog shows is the view stores' (the sharing dialog's: SharingViewStore). Every
 * call goes through the injected api client; toasts through the injected notifier.
 */
export const ConnectionsStore = types
  .compose(
    'ConnectionsStore',
    RequestState,
    types.model({
      connections: types.array(ConnectionModel),
      sentRequests: types.array(SentRequestModel),
      receivedRequests: types.array(ReceivedRequestModel),
      /** The lists have been fetched at least once. */
      loaded: false,
      /** The invite form's call (its error is the dialog's red alert). */
      inviting: types.optional(RequestState, {}),
      /** Accept, reject, cancel and remove (the confirmation's Remove shows it). */
      updating: types.optional(RequestState, {}),
      /** The invite e-mail, after its request was made (a failure is toasted, or any other 500 → /error). */
      mailing: types.optional(RequestState, {}),
      /** Accepting by a link's token on reaching home (SPEC §4 step 4). */
      accepting: types.optional(RequestState, {}),
      /** The badge's refresh of the received list (nobody waits on it: a failure stays, silent). */
      refreshing: types.optional(RequestState, {}),
    }),
  )
  .views((self) => {
    const root = () => getRoot<ConnectionsRoot>(self);
    return {
      get myUserId(): string {
        return root().session.currentUser?.id ?? '';
      },
      connectionById(id: number): ConnectionInstance | undefined {
        return resolveIdentifier(ConnectionModel, self, id);
      },
      sentRequestById(id: number): SentRequestInstance | undefined {
        return resolveIdentifier(SentRequestModel, self, id);
      },
      receivedRequestById(id: number): ReceivedRequestInstance | undefined {
        return resolveIdentifier(ReceivedRequestModel, self, id);
      },
      /** Whom a connection or a request is with: the other party, or the invited person. */
      partyOf(entity: SharedWith): { firstName: string; lastName: string } {
        if (entity.kind === 'connection') return entity.otherParty(this.myUserId);
        return { firstName: entity.recipientFirstName, lastName: entity.recipientLastName };
      },
      /** SPEC §2 'My Connections': connections and pending sent requests, by first name. */
      get entries(): ConnectionEntry[] {
        const me = this.myUserId;
        const connections = self.connections.map((connection) => connectionEntry(connection, me));
        const requests = self.sentRequests.map(requestEntry);
        return [...connections, ...requests].sort(byFirstName);
      },
      /** SPEC §2, §9: the header badge: received invitations waiting, never below 0. */
      get pendingCount(): number {
        return Math.max(0, self.receivedRequests.length);
      },
      /**
       * The library's selectors: each connection (by first name) with the guides they share with me, A to Z
       * with the featured guide first (the sharing dialog's order).
       */
      get guideChoices(): ConnectionGuides[] {
        const me = this.myUserId;
        const featured = root().catalog.guideById(root().settings.featuredItemId);
        const featuredReportId = featured ? (reportOf(featured)?.reportId ?? null) : null;
        return self.connections
          .map((connection) => connectionGuides(connection, me, featuredReportId))
          .sort(byFirstName);
      },
      /** The guides I may share: purchased only, A to Z, the featured one first. */
      get shareableGuides(): ShareableGuide[] {
        return shareableGuides(root().catalog.guides, root().settings.featuredItemId);
      },
      get isBusy(): boolean {
        return self.isLoading || self.inviting.isLoading || self.updating.isLoading;
      },
    };
  })
  .actions((self) => ({
    setConnections(connections: readonly Connection[]) {
      // Replaced by id: an entity still on the list is the same node (a reference to it holds).
      applySnapshot(self.connections, [...connections]);
    },
    setSent(requests: readonly ConnectionRequest[]) {
      applySnapshot(self.sentRequests, [...requests]);
    },
    setReceived(requests: readonly ConnectionRequest[]) {
      applySnapshot(self.receivedRequests, [...requests]);
    },
    /** A request I just sent joins (or replaces its line in) the sent list. */
    addSentRequest(request: ConnectionRequest): SentRequestInstance {
      const known = self.sentRequestById(request.id);
      if (known) {
        applySnapshot(known, request);
        return known;
      }
      self.sentRequests.push(request);
      return self.sentRequests[self.sentRequests.length - 1]!;
    },
    dropConnection(id: number) {
      const connection = self.connectionById(id);
      if (connection) self.connections.remove(connection);
    },
    dropSent(id: number) {
      const request = self.sentRequestById(id);
      if (request) self.sentRequests.remove(request);
    },
    dropReceived(id: number) {
      const request = self.receivedRequestById(id);
      if (request) self.receivedRequests.remove(request);
    },
  }))
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

      /** Forgets a previous invite error (the form opens clean). */
      resetInvite() {
        self.inviting.reset();
      },

      /**
       * The invite form (SPEC §2 Invite dialog, §4): create the request, then the invite e-mail
       * between 'Email being sent' and 'Email sent successfully'. Answers the new request (the sharing
       * dialog opens on it), or undefined when it was refused: its error shows in the form and nothing else
       * happens. A failed e-mail is toasted, and the request stays (it can be shared or cancelled).
       */
      invite: flow(function* (form: ConnectionRequestPayload) {
        const { api, notifier } = env();
        const payload: ConnectionRequestPayload = {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          ...(form.message?.trim() ? { message: form.message.trim() } : {}),
        };
        const result = yield* toGenerator(
          self.inviting.run(async () => {
            const request = self.addSentRequest(await api.createConnectionRequest(payload));
            notifier.info(toastMessages.emailSending);
            // A refused e-mail is toasted (the request stays); any other 500 goes to the error screen (SPEC §8).
            const mailed = await self.mailing.run(() => api.sendInviteEmail(payload));
            if (mailed.ok) notifier.success(toastMessages.emailSent);
            else if (mailed.outcome.kind === 'show') notifier.error(mailed.failure.message);
            return request;
          }),
        );
        return result.ok && isAlive(result.value) ? result.value : undefined;
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

      /**
       * SPEC §4 step 4: accepts an invitation by the token its e-mail link carried (stored at registration).
       * Toasts SPEC's accept text, or the server's reason when it is refused. A person whose address is not proven
       * yet (a newcomer on their first arrival, before the confirmation link) is refused until it is: that answer
       * ('unproven') toasts nothing, so the caller can keep the token for later. Any other 500 (and a 401) is
       * 'failed', with the Outcome the caller acts on (SPEC §8: the error route).
       */
      acceptToken: flow(function* (token: string) {
        const { api, notifier } = env();
        // Every failure is claimed here: the caller (the home gate) acts on the Outcome, so nothing else does.
        const result = yield* toGenerator(
          self.accepting.run(() => api.acceptRequestByToken(token), undefined, [
            (failure) => waitsForProof(failure) ?? failureOutcome(failure),
          ]),
        );
        if (result.ok) {
          notifier.success(toastMessages.acceptOk);
          return { kind: 'accepted' } as TokenAcceptance;
        }
        if (waitsForProof(result.failure)) return { kind: 'unproven' } as TokenAcceptance;
        if (result.outcome.kind !== 'show') return { kind: 'failed', outcome: result.outcome } as TokenAcceptance;
        notifier.error(result.failure.message);
        return { kind: 'refused' } as TokenAcceptance;
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
