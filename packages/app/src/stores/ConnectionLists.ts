/**
 * The state of ConnectionsStore: my connections, the requests I sent and the invitations I received, each an entity
 * found by its id, with what the screens read of them and the actions that replace or drop them.
 */
import type { Connection, ConnectionRequest } from '@insight/api';
import { applySnapshot, getRoot, resolveIdentifier, types } from 'mobx-state-tree';
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

/** The stores the connections read beside themselves (siblings under the root store). */
export interface ConnectionsRoot {
  settings: SettingsStoreInstance;
  session: SessionStoreInstance;
  catalog: CatalogStoreInstance;
}

/**
 * ConnectionsStore's lists and request states, their views, and the actions that set them; ConnectionInvites and
 * ConnectionsStore add the calls.
 */
export const ConnectionLists = types
  .compose(
    'ConnectionLists',
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
        const featuredReportId = root().catalog.guideOfItem(root().settings.featuredItemId)?.reportId ?? null;
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
  }));
