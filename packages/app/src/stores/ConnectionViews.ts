/**
 * What the connections screens and the library show of ConnectionsStore's entities: the lines of 'My Connections',
 * the guides each connection shares with me, and the guides I may share. Pure functions of the entities.
 */
import type { GuideSnapshot } from './CatalogStore';
import type { ConnectionInstance, SentRequestInstance } from './ConnectionEntities';

/** One line of 'My Connections': an active connection, or a pending request I sent (SPEC §2). */
export type ConnectionEntry =
  | {
      kind: 'connection';
      /** 'connection-5': unique across both kinds (a connection and a request may share an id). */
      key: string;
      id: number;
      /** The other party's user id. */
      userId: string;
      firstName: string;
      lastName: string;
      /** The other party's user name (e-mail). */
      userName: string;
      picture: string | null;
      /** How many of my guides they may see. */
      mine: number;
      /** How many of their guides I may see. */
      theirs: number;
      /** Both share their Personal Map with the other: the two can compare their traits. */
      canCompare: boolean;
    }
  | {
      kind: 'request';
      key: string;
      id: number;
      firstName: string;
      lastName: string;
      /** The recipient's e-mail. */
      email: string;
      status: string;
      mine: number;
    };

/** A connection and the guides they share with me (the library's 'My Connection's Guides'). */
export interface ConnectionGuides {
  id: number;
  /** The other party's user id: the owner of the guides (GET /api/report/{ownerUserId}/{reportId}). */
  ownerId: string;
  firstName: string;
  lastName: string;
  guides: { reportId: number; reportName: string }[];
  /** Both share their Personal Map with the other: the two can compare their traits. */
  canCompare: boolean;
}

/** A guide I may share: one of my purchased catalogue items with its report. */
export interface ShareableGuide {
  reportId: number;
  reportName: string;
  name: string;
  imageFileName: string;
  description: string;
}

export const byFirstName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' });

/** SPEC §6: only purchased guides can be shared, listed A to Z with the featured one first. */
export function shareableGuides(guides: readonly GuideSnapshot[], featuredId: number | null): ShareableGuide[] {
  return guides
    .filter((guide) => guide.isPurchased)
    .sort(
      (a, b) =>
        Number(b.itemId === featuredId) - Number(a.itemId === featuredId) ||
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    )
    .map((guide) => ({
      reportId: guide.reportId,
      reportName: guide.reportName,
      name: guide.name,
      imageFileName: guide.imageFileName,
      description: guide.shortDescription || guide.description,
    }));
}

/** A connection's line of 'My Connections', as `me` sees it. */
export function connectionEntry(connection: ConnectionInstance, me: string): ConnectionEntry {
  const other = connection.otherParty(me);
  return {
    kind: 'connection',
    key: `connection-${connection.id}`,
    id: connection.id,
    userId: other.id,
    firstName: other.firstName,
    lastName: other.lastName,
    userName: other.userName,
    picture: other.profilePicture ?? null,
    mine: connection.connectionReports.length,
    theirs: connection.connectionSharedReports.length,
    canCompare: connection.canCompare,
  };
}

/** A pending request's line of 'My Connections'. */
export function requestEntry(request: SentRequestInstance): ConnectionEntry {
  return {
    kind: 'request',
    key: `request-${request.id}`,
    id: request.id,
    firstName: request.recipientFirstName,
    lastName: request.recipientLastName,
    email: request.recipientEmail,
    status: request.status,
    mine: request.connectionReports.length,
  };
}

/** A connection with the guides they share with `me`: A to Z, the featured guide (its report id) first. */
export function connectionGuides(
  connection: ConnectionInstance,
  me: string,
  featuredReportId: number | null,
): ConnectionGuides {
  const other = connection.otherParty(me);
  return {
    id: connection.id,
    ownerId: other.id,
    firstName: other.firstName,
    lastName: other.lastName,
    guides: connection.connectionSharedReports
      .map((row) => ({ reportId: row.reportId, reportName: row.report.reportName }))
      .sort(
        (a, b) =>
          Number(b.reportId === featuredReportId) - Number(a.reportId === featuredReportId) ||
          a.reportName.localeCompare(b.reportName, undefined, { sensitivity: 'base' }),
      ),
    canCompare: connection.canCompare,
  };
}
