/**
 * A person's data in their hands: the download of everything the server keeps about them, and the
 * deletion of their account. Both ask for the current password again.
 *
 * THE EXPORT FILE, format 'insight-data-export', version 2. A new version is made when a field changes meaning
 * or goes away; fields may be added within a version (answers use `type()`: unknown keys are allowed). Dates are
 * ISO 8601 strings in UTC; amounts are whole cents in the store's currency.
 *
 * Version 2 (issue 35: the full questionnaire, several takes): version 1's `questionnaire` (the one take) became
 * `questionnaires` (every take), and `comparisonGroup` came. Everything else is as in version 1.
 *
 * - `account`: the contact (names, pronoun, the address, when it was proven, an e-mail change waiting for its
 *   link), the language its mails are written in (added within version 2, issue 38), and when the account was made
 *   and last changed.
 * - `profilePictures`: every picture stored for the account (the current one first), each with its address.
 * - `questionnaires`: every take of the questionnaire, oldest first ([] when none was started), each with its
 *   instrument ('ipip-50', the short version: the IPIP Big-Five Factor Markers, 50 items; 'ipip-neo-120', the full
 *   one: Johnson's IPIP-NEO-120), status, locale, when it was started and finished, and every answer with the
 *   statement it answers (public-domain items) and the answer's words; a short-version answer names its trait,
 *   a full one its domain and facet. A finished short take has `scores`, its five raw sums (10–50); a finished
 *   full take has `result`: the 5 domains' and 30 facets' raw sums, T scores, percentiles (1–99) and levels
 *   (low < T 45 ≤ average ≤ T 55 < high), worked out against `result.group`, the person's comparison group when
 *   the file was made (percentiles are never stored; they follow the group). Otherwise both are null.
 * - `comparisonGroup`: whom the person's full results are compared with (sex, age band), and whether they chose it
 *   (`chosen` false: the default group, both sexes averaged, aged 21–40).
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
import { LANGUAGES } from './i18n/languages.js';
import { NEO_AGE_BANDS, NEO_DOMAINS, NEO_LEVELS, NEO_SEXES, NeoGroup } from './neo.js';
import { NOTICE_KINDS, NotificationSettings } from './notifications.js';

export const DATA_EXPORT_FORMAT = 'insight-data-export';
export const DATA_EXPORT_VERSION = 2;
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
  /** The language the person reads Insight in (their mails are written in it): issue 38. */
  language: enums(LANGUAGES),
  createdAt: Iso,
  updatedAt: Iso,
});

export const ExportPicture = type({ url: string(), contentType: string(), uploadedAt: Iso, current: boolean() });

/** The questionnaire's two instruments: the short version (50 items) and the full one (IPIP-NEO-120). */
export const EXPORT_INSTRUMENTS = ['ipip-50', 'ipip-neo-120'] as const;

/** One answer: the statement answered, what it measures (short: `trait`; full: `domain` and `facet`), the answer. */
export const ExportAnswer = type({
  item: number(),
  statement: string(),
  trait: optional(string()),
  domain: optional(enums(NEO_DOMAINS)),
  facet: optional(string()),
  answer: number(),
  answerText: string(),
});
export type ExportAnswer = Infer<typeof ExportAnswer>;

/** A domain's or facet's raw sum, T score, percentile (1–99) and level. */
export const ExportNeoScore = type({ raw: number(), t: number(), percentile: number(), level: enums(NEO_LEVELS) });
export type ExportNeoScore = Infer<typeof ExportNeoScore>;

export const ExportNeoDomain = type({
  raw: number(),
  t: number(),
  percentile: number(),
  level: enums(NEO_LEVELS),
  facets: record(string(), ExportNeoScore),
});
export type ExportNeoDomain = Infer<typeof ExportNeoDomain>;

/** A finished full take's result against `group` (the person's group when the file was made). */
export const ExportNeoResult = type({
  group: NeoGroup,
  domains: type(
    Object.fromEntries(NEO_DOMAINS.map((d) => [d, ExportNeoDomain])) as Record<
      (typeof NEO_DOMAINS)[number],
      typeof ExportNeoDomain
    >,
  ),
});
export type ExportNeoResult = Infer<typeof ExportNeoResult>;

/** One take of the questionnaire. */
export const ExportTake = type({
  instrument: enums(EXPORT_INSTRUMENTS),
  status: enums(['notstarted', 'inprogress', 'complete']),
  locale: string(),
  startedAt: Iso,
  completedAt: nullable(Iso),
  answers: array(ExportAnswer),
  /** A finished short take's five raw sums; else null. */
  scores: nullable(record(string(), number())),
  /** A finished full take's result; else null. */
  result: nullable(ExportNeoResult),
});
export type ExportTake = Infer<typeof ExportTake>;

/** Whom the person's full results are compared with, and whether they chose it. */
export const ExportComparisonGroup = type({
  sex: enums(NEO_SEXES),
  ageBand: enums(NEO_AGE_BANDS),
  chosen: boolean(),
});
export type ExportComparisonGroup = Infer<typeof ExportComparisonGroup>;

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
  questionnaires: array(ExportTake),
  comparisonGroup: ExportComparisonGroup,
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
