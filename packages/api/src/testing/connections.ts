import type { Connection, ConnectionRequest, ConnectionUser, Report } from '../structs.js';

export interface ConnectionOptions {
  id: number;
  me: ConnectionUser;
  other: ConnectionUser;
  /** I sent the request that became this connection (default true). */
  iAsked?: boolean;
  /** The guides I share. */
  mine?: Report[];
  /** The guides they share with me. */
  theirs?: Report[];
}

export function connectionOf({ id, me, other, iAsked = true, mine = [], theirs = [] }: ConnectionOptions): Connection {
  const requester = iAsked ? me : other;
  const recipient = iAsked ? other : me;
  return {
    id,
    requesterId: requester.id,
    recipientId: recipient.id,
    requester: { user: requester },
    recipient: { user: recipient },
    connectionReports: mine.map((entry, index) => ({
      id: id * 100 + index,
      connectionId: id,
      contactId: me.id,
      reportId: entry.reportId,
      report: entry,
    })),
    connectionSharedReports: theirs.map((entry, index) => ({
      id: id * 100 + 50 + index,
      connectionId: id,
      contactId: other.id,
      reportId: entry.reportId,
      report: entry,
    })),
  };
}

export interface RequestOptions {
  id: number;
  requester: ConnectionUser;
  firstName: string;
  lastName: string;
  email?: string;
  message?: string | null;
  shared?: Report[];
}

export function requestOf({
  id,
  requester,
  firstName,
  lastName,
  email,
  message = null,
  shared = [],
}: RequestOptions): ConnectionRequest {
  return {
    id,
    recipientFirstName: firstName,
    recipientLastName: lastName,
    recipientEmail: email ?? `${firstName.toLowerCase()}@example.com`,
    message,
    status: 'pending',
    requester: { user: requester },
    connectionReports: shared.map((entry, index) => ({
      id: id * 100 + index,
      connectionRequestId: id,
      reportId: entry.reportId,
      report: entry,
    })),
  };
}
