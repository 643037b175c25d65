/**
 * The structs of connections and connection requests: the people on either side, the guides they share with each
 * other, and the bodies of the invitation and update calls.
 */
import { array, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { EmailAddress, FirstName, LastName, OptionalMessage } from '../rules.js';
import { Report } from './catalog.js';

export const ConnectionUser = type({
  id: string(),
  firstName: string(),
  lastName: string(),
  userName: string(),
  profilePicture: optional(nullable(string())),
});
export type ConnectionUser = Infer<typeof ConnectionUser>;

/** requester / recipient of a connection or request. */
export const ConnectionParty = type({ user: ConnectionUser });
export type ConnectionParty = Infer<typeof ConnectionParty>;

/** A guide I share on a connection (id/connectionId absent on rows the client adds). */
export const ConnectionReport = type({
  id: optional(number()),
  connectionId: optional(number()),
  contactId: optional(string()),
  report: optional(nullable(Report)),
  reportId: number(),
});
export type ConnectionReport = Infer<typeof ConnectionReport>;

/** A guide the other party shares with me. */
export const ConnectionSharedReport = type({
  id: optional(number()),
  connectionId: optional(number()),
  contactId: optional(string()),
  reportId: number(),
  report: Report,
});
export type ConnectionSharedReport = Infer<typeof ConnectionSharedReport>;

export const Connection = type({
  id: number(),
  requesterId: string(),
  recipientId: string(),
  requester: ConnectionParty,
  recipient: ConnectionParty,
  /** The guides I (the asking user) share with the other party. */
  connectionReports: array(ConnectionReport),
  /** The guides the other party shares with me. */
  connectionSharedReports: array(ConnectionSharedReport),
});
export type Connection = Infer<typeof Connection>;

/** PUT /api/connection body: the connection with its connectionReports (other fields may ride along). */
export const UpdateConnectionPayload = type({ id: number(), connectionReports: array(ConnectionReport) });
export type UpdateConnectionPayload = Infer<typeof UpdateConnectionPayload>;

export const ConnectionRequestReport = type({
  id: optional(number()),
  connectionRequestId: optional(number()),
  report: optional(nullable(Report)),
  reportId: number(),
});
export type ConnectionRequestReport = Infer<typeof ConnectionRequestReport>;

/** Statuses a request can have; the lists of pending requests only hold 'pending'. */
export const CONNECTION_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

/** A connection request. Told apart from a Connection by lacking recipientId. */
export const ConnectionRequest = type({
  id: number(),
  recipientFirstName: string(),
  recipientLastName: string(),
  recipientEmail: string(),
  message: optional(nullable(string())),
  status: string(),
  requester: ConnectionParty,
  connectionReports: array(ConnectionRequestReport),
});
export type ConnectionRequest = Infer<typeof ConnectionRequest>;

/** PUT /api/connectionrequest/ body: the request with its connectionReports. */
export const UpdateConnectionRequestPayload = type({ id: number(), connectionReports: array(ConnectionRequestReport) });
export type UpdateConnectionRequestPayload = Infer<typeof UpdateConnectionRequestPayload>;

/** POST /api/connectionrequest/ body (invite dialog). */
export const ConnectionRequestPayload = object({
  firstName: FirstName,
  lastName: LastName,
  email: EmailAddress,
  message: optional(OptionalMessage),
});
export type ConnectionRequestPayload = Infer<typeof ConnectionRequestPayload>;

/** POST /api/email/invite body (invite tab). */
export const InviteEmailPayload = object({
  firstName: FirstName,
  lastName: LastName,
  email: EmailAddress,
  message: optional(OptionalMessage),
});
export type InviteEmailPayload = Infer<typeof InviteEmailPayload>;

/** The other party's user of a connection, seen by `myUserId`. */
export const otherParty = (
  connection: Pick<Connection, 'requesterId' | 'requester' | 'recipient'>,
  myUserId: string,
): ConnectionUser => (connection.requesterId === myUserId ? connection.recipient.user : connection.requester.user);

/** A Connection has a recipientId; a pending ConnectionRequest does not. */
export const isConnection = (value: Connection | ConnectionRequest): value is Connection =>
  'recipientId' in value && typeof value.recipientId === 'string' && value.recipientId !== '';
