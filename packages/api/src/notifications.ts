/**
 * Notifications: in-app notices (the header's bell) and the notification mails, with one mail switch per kind.
 *
 * - Every event makes an in-app notice; a mail too unless its switch (NotificationSettings) is off.
 * - Events of the same kind from the same person within a minute fold into ONE notice (`count`, the guides' titles)
 *   and one mail.
 * - No notice reaches someone who is not, or is no longer, the connection it names.
 * - Every mail carries an unsubscribe token for its kind: the RFC 8058 one-click address
 *   (`List-Unsubscribe`, POST only) and the app's /unsubscribe screen, whose button sends `unsubscribe`. Both work
 *   signed out and turn off that one switch of that one person.
 */
import { array, boolean, enums, nullable, number, object, size, string, type, type Infer } from 'superstruct';

/**
 * What a notice can say.
 * - invitationAccepted: an invitation you sent was accepted (person: who accepted).
 * - guideShared: a connection shared one or more guides with you (person: the connection; guides: their titles).
 * - sharesBack: a connection now shares their Personal Map with you while you share yours with them, so Compare
 *   and the circle open (person: that connection).
 * - invitationExpiring: an invitation you sent and nobody answered expires within 24 hours (person: the invitee's
 *   name as typed, or the address; userId null).
 */
export const NOTICE_KINDS = ['invitationAccepted', 'guideShared', 'sharesBack', 'invitationExpiring'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The newest notices the list holds (and the most ids one markNoticesRead may name). */
export const NOTICES_SHOWN = 30;

/** Events of one kind from one person within this many seconds make one notice and one mail. */
export const NOTICE_FOLD_SECONDS = 60;

/** Whom a notice is about: a person with an account (userId), or an invitee known only by name or address. */
export const NoticePerson = type({ userId: nullable(string()), name: string() });
export type NoticePerson = Infer<typeof NoticePerson>;

/** One notice of the list. */
export const Notice = type({
  id: string(),
  kind: enums(NOTICE_KINDS),
  /** ISO 8601 (UTC): when its first event happened. */
  createdAt: string(),
  read: boolean(),
  /** How many events were folded into it (≥ 1). */
  count: number(),
  person: NoticePerson,
  /** guideShared: the titles of the guides still shared; [] for the other kinds. */
  guides: array(string()),
});
export type Notice = Infer<typeof Notice>;

/** GET /api/notifications: the newest NOTICES_SHOWN notices, newest first, and how many of all are unread. */
export const NoticeList = type({ unread: number(), notices: array(Notice) });
export type NoticeList = Infer<typeof NoticeList>;

/** POST /api/notifications/read: 1 to NOTICES_SHOWN notice ids; unknown or other people's ids are ignored. */
export const MarkNoticesRead = object({ ids: size(array(size(string(), 1, 64)), 1, NOTICES_SHOWN) });
export type MarkNoticesRead = Infer<typeof MarkNoticesRead>;

/** The MAIL switches, one per kind (in-app notices are always made). A new account has them all on. */
export const NotificationSettings = type({
  invitationAccepted: boolean(),
  guideShared: boolean(),
  sharesBack: boolean(),
  invitationExpiring: boolean(),
});
export type NotificationSettings = Infer<typeof NotificationSettings>;

/** PUT /api/notifications/settings: all four switches (unknown keys are refused). */
export const NotificationSettingsUpdate = object({
  invitationAccepted: boolean(),
  guideShared: boolean(),
  sharesBack: boolean(),
  invitationExpiring: boolean(),
});

/** POST /api/notifications/unsubscribe: the token of a notification mail's link. */
export const UnsubscribeRequest = object({ token: size(string(), 1, 2048) });
export type UnsubscribeRequest = Infer<typeof UnsubscribeRequest>;

/** Its answer: the one switch now off. */
export const UnsubscribeAnswer = type({ kind: enums(NOTICE_KINDS) });
export type UnsubscribeAnswer = Infer<typeof UnsubscribeAnswer>;

/** The app's screen a mail's unsubscribe link opens (GET changes nothing; its button sends `unsubscribe`). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The RFC 8058 one-click address (List-Unsubscribe); only a POST with `List-Unsubscribe=One-Click` acts. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe/one-click';
