/**
 * What the connections feature tells others, as it happens, inside the transaction that made it happen: a named
 * port, so that the connections services know nobody who listens (the notifications feature does: its listener
 * makes and takes back notices in the same transaction, so a notice exists exactly when its event committed).
 * One per server (AppContext.connectionEvents): listeners are wired at start, and keep nothing between events.
 */
import type { Database } from '../db/client.js';
import type { ConnectionRow } from '../db/schema/index.js';

/** Database work inside the event's own transaction. */
export type EventDb = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface ConnectionEventListener {
  /** The invitation `inviterId` sent was accepted by `acceptorId` (they are now connected). */
  invitationAccepted?(db: EventDb, event: { inviterId: number; acceptorId: number; now: Date }): Promise<void>;
  /** `ownerId` changed the guides they share on `connection` from `before` to `after` (report ids). */
  sharesChanged?(
    db: EventDb,
    event: {
      connection: Pick<ConnectionRow, 'id' | 'requesterId' | 'recipientId'>;
      ownerId: number;
      before: readonly number[];
      after: readonly number[];
      now: Date;
    },
  ): Promise<void>;
  /** The connection between `a` and `b` is gone (removed, or dropped with an unproven account). */
  connectionRemoved?(db: EventDb, event: { a: number; b: number }): Promise<void>;
}

export interface ConnectionEvents {
  listen(listener: ConnectionEventListener): void;
  invitationAccepted(db: EventDb, event: { inviterId: number; acceptorId: number; now: Date }): Promise<void>;
  sharesChanged(
    db: EventDb,
    event: Parameters<NonNullable<ConnectionEventListener['sharesChanged']>>[1],
  ): Promise<void>;
  connectionRemoved(db: EventDb, event: { a: number; b: number }): Promise<void>;
}

/** The port of one server: each event goes to every listener in turn, awaited (in the emitter's transaction). */
export function createConnectionEvents(): ConnectionEvents {
  const listeners: ConnectionEventListener[] = [];
  return {
    listen(listener) {
      listeners.push(listener);
    },
    async invitationAccepted(db, event) {
      for (const listener of listeners) await listener.invitationAccepted?.(db, event);
    },
    async sharesChanged(db, event) {
      for (const listener of listeners) await listener.sharesChanged?.(db, event);
    },
    async connectionRemoved(db, event) {
      for (const listener of listeners) await listener.connectionRemoved?.(db, event);
    },
  };
}
