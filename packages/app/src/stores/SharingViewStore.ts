import { toastMessages, type ConnectionRequestPayload } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { ConnectionModel, SentRequestModel, type SharedWith } from './ConnectionEntities';
import type { ConnectionsStoreInstance, ShareableGuide } from './ConnectionsStore';
import { RequestState } from './RequestState';
import { staysOnScreen } from './outcome';
import { forgetsWithSession } from './sessionScope';

/** The stores the sharing dialog reads (its siblings under the root store). */
export interface SharingViewRoot {
  connections: ConnectionsStoreInstance;
}

/**
 * What the sharing dialog shows (SPEC §2 Sharing dialog, §4: it opens at once on a new request), as the
 * bookshop's view store: which connection or request it is open on (a reference to the entity, so the dialog
 * closes by itself when that entity leaves the lists), the guides ticked so far, and the Save. The dialog is
 * drawn on the connections screen and on the library's Invite tab; the data and the calls are ConnectionsStore's.
 */
export const SharingViewStore = types
  .compose(
    'SharingViewStore',
    // Save's call: pending while it runs (the loading overlay), its failure's text once it failed.
    RequestState,
    types.model({
      /** The connection the dialog is open on. */
      connection: types.safeReference(ConnectionModel),
      /** Or the request I sent that it is open on. */
      request: types.safeReference(SentRequestModel),
      /** The guides ticked (reportIds): what Save sends. */
      selected: types.array(types.number),
    }),
  )
  .views((self) => {
    const root = () => getRoot<SharingViewRoot>(self);
    return {
      /** What the dialog is open on; undefined while it is closed (or its entity has gone). */
      get target(): SharedWith | undefined {
        return self.connection ?? self.request;
      },
      get isOpen(): boolean {
        return this.target !== undefined;
      },
      /** Whom the guides are shared with: the title's {connection_name}, '' while closed. */
      get name(): string {
        const target = this.target;
        if (!target) return '';
        const { firstName, lastName } = root().connections.partyOf(target);
        return `${firstName} ${lastName}`.trim();
      },
      /** The guides offered: purchased only, A to Z, the featured one first (SPEC §6). */
      get guides(): ShareableGuide[] {
        return root().connections.shareableGuides;
      },
      /** The ticks differ from what the entity shares now. */
      get isDirty(): boolean {
        const shared = new Set(this.target?.sharedReportIds ?? []);
        return self.selected.length !== shared.size || self.selected.some((reportId) => !shared.has(reportId));
      },
    };
  })
  .actions((self) => {
    const root = () => getRoot<SharingViewRoot>(self);
    /** Each opening counts: Save's answer for an earlier one leaves a newer one alone. */
    let opened = 0;

    /** Opens on an entity, ticked as it shares now. */
    function openOn(entity: SharedWith) {
      opened += 1;
      self.connection = entity.kind === 'connection' ? entity : undefined;
      self.request = entity.kind === 'request' ? entity : undefined;
      self.selected.replace(entity.sharedReportIds);
      self.reset();
    }

    function close() {
      opened += 1;
      self.connection = undefined;
      self.request = undefined;
      self.selected.clear();
      self.reset();
    }

    return {
      /** Set Permissions: opens on a connection or a request I sent, by id; false when there is none. */
      open(kind: SharedWith['kind'], id: number): boolean {
        const { connections } = root();
        const entity = kind === 'connection' ? connections.connectionById(id) : connections.sentRequestById(id);
        if (!entity) return false;
        openOn(entity);
        return true;
      },

      /** The ticks as the list now has them (a card, or Select All). */
      select(reportIds: readonly number[]) {
        self.selected.replace([...reportIds]);
      },

      /** Cancel, Escape, or the entity gone. */
      close,

      /**
       * The invite form's Send (SPEC §2 Invite dialog, §4): ConnectionsStore creates the request and sends the
       * e-mail; the dialog then opens on the new request at once. False when the request was refused (the form
       * shows why).
       */
      invite: flow(function* (form: ConnectionRequestPayload) {
        const request = yield* toGenerator(root().connections.invite(form));
        if (!request) return false;
        openOn(request);
        return true;
      }),

      /**
       * Save (SPEC §8 toasts): the ticked guides become the entity's; the dialog closes. A refused update of a
       * request toasts SPEC's text, closes and refreshes the lists; of a connection, it toasts the server's
       * reason, refreshes the lists and stays open with the ticks as they were (closing by itself if the
       * connection is gone). Any other 500 goes to the error screen (the one failure policy).
       */
      save: flow(function* () {
        const target = self.target;
        if (!target) return false;
        const { notifier } = getStoreEnv(self);
        const { connections } = root();
        const mine = opened;
        const isCurrent = () => mine === opened;
        const isRequest = target.kind === 'request';
        const reportIds = [...self.selected];
        const result = yield* toGenerator(
          self.run(() => connections.share(target, reportIds), isCurrent, isRequest ? [staysOnScreen] : []),
        );
        if (result.ok) {
          notifier.success(isRequest ? toastMessages.requestUpdateOk : toastMessages.connectionUpdateOk);
          if (isCurrent()) close();
          return true;
        }
        notifier.error(isRequest ? toastMessages.requestUpdateFail : result.failure.message);
        if (isRequest && isCurrent()) close();
        yield connections.load();
        return false;
      }),

      /** Forgets everything (the session ended). */
      clear: close,
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type SharingViewStoreInstance = Instance<typeof SharingViewStore>;
