/**
 * A person's data in their hands: the download of everything the server keeps about them, and the
 * deletion of their account. Both ask for the current password again.
 *
 * THE EXPORT FILE, format 'insight-data-export', version 1. A new version is made when a field changes meaning
 * or goes away; fields may be added within a version (answers use `type()`: unknown keys are allowed). Dates are
 * ISO 8601 strings in UTC; amounts are whole cents in the store's currency.
 *
 * - `account`: the contact (names, pronoun, the address, when it was proven, an e-mail change waiting for its
 *   link), and when the account was made and last changed.
 * - `profilePictures`: every picture stored for the account (the current one first), each with its address.
 * - `questionnaire`: its status, every answer with the statement it answers (IPIP, public domain) and the
 *   answer's words, and the five trait scores computed from them; null when no questionnaire was started.
 * - `purchases`: each guide owned, the price paid for it when it was bought alone (null within a package),
 *   when, and the store's transaction id. `orders`: each order the store reported (lines and totals).
 * - `guides`: the guides the person owns.
 * - `connections`, `requestsSent`, `requestsReceived`: other people by name and e-mail only, as the person sees
 *   them in the app; which guides go each way. Invitations to the person's address appear only once the
 *   address is proven (as in the app), and only those that reached an address of theirs while it was theirs (or
 *   before anyone else had it): an address that changes hands passes nothing of its earlier holder on.
 * - `mails`: the mails the server kept that were sent to the person's address (only once it is proven), by the
 *   same rule: those sent to an address of theirs while it was theirs, the address they had then in `to`. Links
 *   that carry a one-time token are shown without it (the token is replaced by '[removed]').
 * - `notices` (added within version 1, so optional: files made before it lack it): the person's in-app notices,
 *   newest first, each with the person it names (by name), the guides' titles, and what became of its mail
 *   (sent, off: the switch was off, cancelled: no longer true when it was due, failed; null: not yet due).
 * - `notificationSettings` (optional, as `notices`): the person's four mail switches.
 */
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { CATALOG_TYPES, GENDERS } from './constants.js';
import { NOTICE_KINDS, NotificationSettings } from './notifications.js';

export const DATA_EXPORT_FORMAT = 'insight-data-export';
export const DATA_EXPORT_VERSION = 1;
/** Downloads of one's data per account per day. */
export const DATA_EXPORTS_PER_DAY = 3;

/** POST /api/mylifecontact/data-export and /api/mylifecontact/delete: the current password, asked again. */
export const AccountPasswordCheck = object({ currentPassword: optional(size(string(), 0, 1024)) });
export type AccountPasswordCheck = Infer<typeof AccountPasswordCheck>;

const Iso = string();

/** Another person, as the person sees them: name and e-mail, nothing else. */
export const ExportPerson = type({ firstName: string(), lastName: string(), email: string() });
export type ExportPerson = Infer<typeof ExportPerson>;

/** A guide: its report id (the one in guide addresses), name and kind. */
export const ExportGuide = type({ reportId: number(), name: string(), type: enums(CATALOG_TYPES) });
export type ExportGuide = Infer<typeof ExportGuide>;

export const ExportAccount = type({
  id: string(),
  email: string(),
  emailConfirmedAt: nullable(Iso),
  pendingEmail: nullable(string()),
  firstName: string(),
  lastName: string(),
  gender: enums(GENDERS),
  pronoun: string(),
  createdAt: Iso,
  updatedAt: Iso,
});

export const ExportPicture = type({ url: string(), contentType: string(), uploadedAt: Iso, current: boolean() });

export const ExportAnswer = type({
  item: number(),
  statement: string(),
  trait: string(),
  answer: number(),
  answerText: string(),
});

export const ExportQuestionnaire = type({
  status: enums(['notstarted', 'inprogress', 'complete']),
  locale: string(),
  startedAt: Iso,
  completedAt: nullable(Iso),
  answers: array(ExportAnswer),
  scores: nullable(record(string(), number())),
});

export const ExportPurchase = type({
  guide: ExportGuide,
  code: string(),
  priceCents: nullable(number()),
  purchasedAt: Iso,
  transactionId: nullable(string()),
});

export const ExportOrderLine = type({ code: string(), priceCents: nullable(number()), quantity: nullable(number()) });

export const ExportOrder = type({
  transactionId: string(),
  receivedAt: Iso,
  status: nullable(string()),
  totalCents: nullable(number()),
  lines: array(ExportOrderLine),
  revoked: boolean(),
});

export const ExportConnection = type({
  person: ExportPerson,
  since: Iso,
  youShare: array(ExportGuide),
  sharedWithYou: array(ExportGuide),
});

export const ExportRequestSent = type({
  to: ExportPerson,
  message: nullable(string()),
  status: string(),
  sentAt: Iso,
  answeredAt: nullable(Iso),
  guidesToShare: array(ExportGuide),
});

export const ExportRequestReceived = type({
  from: ExportPerson,
  message: nullable(string()),
  status: string(),
  receivedAt: Iso,
  answeredAt: nullable(Iso),
});

export const ExportMail = type({
  to: string(),
  subject: string(),
  createdAt: Iso,
  sentAt: nullable(Iso),
  text: string(),
});

/** What became of a notice's mail (null while it is not yet due). */
export const NOTICE_MAIL_OUTCOMES = ['sent', 'off', 'cancelled', 'failed'] as const;

export const ExportNotice = type({
  kind: enums(NOTICE_KINDS),
  createdAt: Iso,
  read: boolean(),
  count: number(),
  /** The person it names: a connection's name, or an invitee's name or address as typed. */
  person: string(),
  guides: array(string()),
  mail: nullable(enums(NOTICE_MAIL_OUTCOMES)),
});
export type ExportNotice = Infer<typeof ExportNotice>;

/** The whole file (see the comment at the top). */
export const DataExport = type({
  format: literal(DATA_EXPORT_FORMAT),
  version: literal(DATA_EXPORT_VERSION),
  exportedAt: Iso,
  account: ExportAccount,
  profilePictures: array(ExportPicture),
  questionnaire: nullable(ExportQuestionnaire),
  purchases: array(ExportPurchase),
  orders: array(ExportOrder),
  guides: array(ExportGuide),
  connections: array(ExportConnection),
  requestsSent: array(ExportRequestSent),
  requestsReceived: array(ExportRequestReceived),
  mails: array(ExportMail),
  notices: optional(array(ExportNotice)),
  notificationSettings: optional(NotificationSettings),
});
export type DataExport = Infer<typeof DataExport>;

/** The file name a download is saved under: 'insight-data-2026-11-26.json'. */
export const dataExportFileName = (exportedAt: Date): string =>
  `insight-data-${exportedAt.toISOString().slice(0, 10)}.json`;
