import type { Connection, ConnectionRequest, ConnectionUser } from '@insight/api';

/** People around the signed-in person (`me`: id 'user-1' in app tests, 'user-ada' in stories). */
export const person = (id: string, firstName: string, lastName: string, profilePicture: string | null = null) =>
  ({
    id,
    firstName,
    lastName,
    userName: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\W+/g, '')}@example.com`,
    profilePicture,
  }) satisfies ConnectionUser;

const report = (reportId: number, reportName: string) => ({ reportId, reportName });

/** Report ids of the catalogue fixtures: 100 + item id (101 My Personal Map, 102 Career Strengths…). */
export const reports = {
  map: report(101, 'My Personal Map'),
  career: report(102, 'Career Strengths'),
  leadership: report(103, 'Leadership Style'),
  training: report(104, 'Training Motivation'),
};

export interface ConnectionOptions {
  id: number;
  me: ConnectionUser;
  other: ConnectionUser;
  /** I sent the request that became this connection (default true). */
  iAsked?: boolean;
  /** The reportIds I share. */
  mine?: { reportId: number; reportName: string }[];
  /** The guides they share with me. */
  theirs?: { reportId: number; reportName: string }[];
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
  shared?: { reportId: number; reportName: string }[];
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
