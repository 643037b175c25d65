import {
  PERSONAL_MAP_REPORT_ID,
  otherParty,
  type Connection,
  type ConnectionParty,
  type ConnectionReport,
  type ConnectionRequestReport,
  type ConnectionSharedReport,
  type ConnectionUser,
} from '@insight/api';
import { types, type Instance } from 'mobx-state-tree';

/** The server's rule for a comparison: each shares their Personal Map with the other. */
export const sharesPersonalMapBothWays = (
  connection: Pick<Connection, 'connectionReports' | 'connectionSharedReports'>,
): boolean =>
  connection.connectionReports.some((row) => row.reportId === PERSONAL_MAP_REPORT_ID) &&
  connection.connectionSharedReports.some((row) => row.reportId === PERSONAL_MAP_REPORT_ID);

/*
 * The connections' entities (SPEC §3), each found by its id. A connection and a request may share an id, and a
 * request I sent is never one I received, so each kind is its own type: an identifier is unique within its type.
 * The parties and the shared-guide rows are values, kept frozen: they are replaced whole, never edited a field
 * at a time, and nothing refers to one of them.
 */

/** An active connection: the other party is told by my user id, whichever side asked. */
export const ConnectionModel = types
  .model('Connection', {
    id: types.identifierNumber,
    requesterId: types.string,
    recipientId: types.string,
    requester: types.frozen<ConnectionParty>(),
    recipient: types.frozen<ConnectionParty>(),
    /** The guides I share with the other party. */
    connectionReports: types.frozen<ConnectionReport[]>([]),
    /** The guides the other party shares with me. */
    connectionSharedReports: types.frozen<ConnectionSharedReport[]>([]),
  })
  .views((self) => ({
    get kind(): 'connection' {
      return 'connection';
    },
    otherParty(myUserId: string): ConnectionUser {
      return otherParty(self, myUserId);
    },
    /** The reportIds I share. */
    get sharedReportIds(): number[] {
      return self.connectionReports.map((row) => row.reportId);
    },
    /** Both share their Personal Map with the other: the two can compare their traits. */
    get canCompare(): boolean {
      return sharesPersonalMapBothWays(self);
    },
  }))
  .actions((self) => ({
    /** The guides I share, once the server has them. */
    setConnectionReports(rows: ConnectionReport[]) {
      self.connectionReports = rows;
    },
  }));

/** The fields of a connection request (SPEC §3): mine to the recipient, or someone's to me. */
const RequestFields = types.model('ConnectionRequest', {
  id: types.identifierNumber,
  recipientFirstName: types.string,
  recipientLastName: types.string,
  recipientEmail: types.string,
  message: types.maybeNull(types.string),
  status: types.string,
  requester: types.frozen<ConnectionParty>(),
  connectionReports: types.frozen<ConnectionRequestReport[]>([]),
});

/** A pending request I sent: the recipient has not answered yet; I choose what they will see. */
export const SentRequestModel = RequestFields.named('SentRequest')
  .views((self) => ({
    get kind(): 'request' {
      return 'request';
    },
    /** The reportIds I share. */
    get sharedReportIds(): number[] {
      return self.connectionReports.map((row) => row.reportId);
    },
  }))
  .actions((self) => ({
    /** The guides I share, once the server has them. */
    setConnectionReports(rows: ConnectionRequestReport[]) {
      self.connectionReports = rows;
    },
  }));

/** An invitation someone sent me, waiting for Accept or Reject. */
export const ReceivedRequestModel = RequestFields.named('ReceivedRequest');

export type ConnectionInstance = Instance<typeof ConnectionModel>;
export type SentRequestInstance = Instance<typeof SentRequestModel>;
export type ReceivedRequestInstance = Instance<typeof ReceivedRequestModel>;
/** What the sharing dialog can be open on: a connection, or a request I sent. */
export type SharedWith = ConnectionInstance | SentRequestInstance;
