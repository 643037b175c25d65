/**
 * The notification mails: plain words, the person's name, one link into the app, and the unsubscribe line. Every
 * one carries RFC 8058's one-click unsubscribe (List-Unsubscribe with the one-click address, List-Unsubscribe-Post)
 * and, for people, the app's /unsubscribe screen, whose button turns the switch off (a GET of a page never does:
 * mail scanners fetch links).
 */
import {
  DEFAULT_LANGUAGE,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
  type Language,
  type NoticeKind,
} from '@insight/api';
import { defineMessages, intlFor, type IntlShape } from '../../i18n/index.js';
import { mailWords, oneLine, renderMail, type MailMessage } from '../mail/index.js';

export interface NoticeMailInput {
  appName: string;
  appUrl: string;
  kind: NoticeKind;
  /** The recipient's first name (the greeting). */
  firstName: string;
  /** The person the notice names: a connection's full name, or an invitee's name or address. */
  personName: string;
  /** The connection's user id (links to their guide or to Compare); null for an invitee. */
  personId: number | null;
  /** guideShared: the guides still shared, title and report id, in the order shared. */
  guides: readonly { reportId: number; title: string }[];
  /** invitationExpiring: when the link stops working. */
  expiresAt: Date | null;
  /** The signed unsubscribe token of this person and kind. */
  unsubscribeToken: string;
  /** The recipient's language: the mail is written in it (English when not given). */
  language?: Language;
}

/** The notification mails' words (in the recipient's language: issue 38). */
const m = defineMessages({
  switchInvitationAccepted: {
    id: 'mail.notice.switch.invitationAccepted',
    defaultMessage: 'when someone accepts your invitation',
  },
  switchGuideShared: {
    id: 'mail.notice.switch.guideShared',
    defaultMessage: 'when a connection shares a guide with you',
  },
  switchSharesBack: {
    id: 'mail.notice.switch.sharesBack',
    defaultMessage: 'when a connection shares their Personal Map back',
  },
  switchInvitationExpiring: {
    id: 'mail.notice.switch.invitationExpiring',
    defaultMessage: 'when an invitation you sent is about to expire',
  },
  acceptedSubject: { id: 'mail.notice.accepted.subject', defaultMessage: '{name} accepted your invitation' },
  acceptedText: {
    id: 'mail.notice.accepted.text',
    defaultMessage: '{name} accepted your invitation and is now one of your connections on {appName}.',
  },
  acceptedShare: { id: 'mail.notice.accepted.share', defaultMessage: 'You can now share guides with each other.' },
  acceptedAction: { id: 'mail.notice.accepted.action', defaultMessage: 'See your connections' },
  sharedSubject: {
    id: 'mail.notice.shared.subject',
    defaultMessage: '{count, plural, one {{name} shared {title} with you} other {{name} shared # guides with you}}',
  },
  sharedText: {
    id: 'mail.notice.shared.text',
    defaultMessage:
      '{count, plural, one {{name} shared a guide with you: {titles}.} other {{name} shared # guides with you: {titles}.}}',
  },
  sharedRead: { id: 'mail.notice.shared.read', defaultMessage: 'Read it' },
  sharedLibrary: { id: 'mail.notice.shared.library', defaultMessage: 'Open your library' },
  backSubject: { id: 'mail.notice.back.subject', defaultMessage: '{name} now shares their Personal Map with you' },
  backText: {
    id: 'mail.notice.back.text',
    defaultMessage: '{name} now shares their Personal Map with you, and you share yours with them.',
  },
  backCompare: {
    id: 'mail.notice.back.compare',
    defaultMessage: 'You can compare your traits side by side, and see them in your circle.',
  },
  backAction: { id: 'mail.notice.back.action', defaultMessage: 'Compare' },
  expiringSubject: { id: 'mail.notice.expiring.subject', defaultMessage: 'Your invitation to {name} expires tomorrow' },
  expiringOn: {
    id: 'mail.notice.expiring.on',
    defaultMessage: '{name} has not answered your invitation yet, and its link stops working on {when} (UTC).',
  },
  expiringTomorrow: {
    id: 'mail.notice.expiring.tomorrow',
    defaultMessage: '{name} has not answered your invitation yet, and its link stops working tomorrow.',
  },
  expiringAgain: {
    id: 'mail.notice.expiring.again',
    defaultMessage: 'You can send the invitation again from your connections.',
  },
  expiringAction: { id: 'mail.notice.expiring.action', defaultMessage: 'See your invitations' },
  settings: {
    id: 'mail.notice.settings',
    defaultMessage: 'You can turn each kind of notification mail on or off under Profile, Notifications.',
  },
  stop: { id: 'mail.notice.stop', defaultMessage: 'You get this mail {why}. To stop these mails:' },
});

/** What each switch is called in the mail's unsubscribe line (the same switches as Profile, Notifications). */
const SWITCH_WORDS = {
  invitationAccepted: m.switchInvitationAccepted,
  guideShared: m.switchGuideShared,
  sharesBack: m.switchSharesBack,
  invitationExpiring: m.switchInvitationExpiring,
} as const satisfies Record<NoticeKind, unknown>;

/** "A, B and C": English as these mails always said it (no serial comma); the language's own list elsewhere. */
const listOf = (intl: IntlShape, titles: readonly string[]): string =>
  intl.locale === DEFAULT_LANGUAGE
    ? titles.length <= 1
      ? (titles[0] ?? '')
      : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1] ?? ''}`
    : intl.formatList(titles, { type: 'conjunction' });

/** When the link stops working, in the language's long date and short time (UTC; English as en-US writes it). */
const whenText = (intl: IntlShape, date: Date): string =>
  new Intl.DateTimeFormat(intl.locale === DEFAULT_LANGUAGE ? 'en-US' : intl.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);

function wordsOf(
  intl: IntlShape,
  input: NoticeMailInput,
): {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
} {
  const name = oneLine(input.personName);
  const say = intl.formatMessage;
  switch (input.kind) {
    case 'invitationAccepted':
      return {
        subject: say(m.acceptedSubject, { name }),
        paragraphs: [say(m.acceptedText, { name, appName: input.appName }), say(m.acceptedShare)],
        action: { label: say(m.acceptedAction), path: '/connections' },
      };
    case 'guideShared': {
      const titles = input.guides.map((guide) => oneLine(guide.title));
      const one = input.guides.length === 1 ? input.guides[0] : undefined;
      const count = titles.length;
      return {
        subject: say(m.sharedSubject, { count, name, title: titles[0] ?? '' }),
        paragraphs: [
          say(m.sharedText, { count, name, titles: count === 1 ? (titles[0] ?? '') : listOf(intl, titles) }),
        ],
        action:
          one && input.personId !== null
            ? { label: say(m.sharedRead), path: `/home/guide/${one.reportId}/of/${input.personId}` }
            : { label: say(m.sharedLibrary), path: '/home' },
      };
    }
    case 'sharesBack':
      return {
        subject: say(m.backSubject, { name }),
        paragraphs: [say(m.backText, { name }), say(m.backCompare)],
        action: {
          label: say(m.backAction),
          path: input.personId === null ? '/connections' : `/compare/${input.personId}`,
        },
      };
    case 'invitationExpiring':
      return {
        subject: say(m.expiringSubject, { name }),
        paragraphs: [
          input.expiresAt
            ? say(m.expiringOn, { name, when: whenText(intl, input.expiresAt) })
            : say(m.expiringTomorrow, { name }),
          say(m.expiringAgain),
        ],
        action: { label: say(m.expiringAction), path: '/connections' },
      };
  }
}

/** The mail of one notice, with its unsubscribe headers. */
export function renderNoticeMail(input: NoticeMailInput, to: string): MailMessage {
  const intl = intlFor(input.language ?? DEFAULT_LANGUAGE);
  const words = wordsOf(intl, input);
  const token = encodeURIComponent(input.unsubscribeToken);
  const unsubscribePage = `${input.appUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
  const oneClick = `${input.appUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`;
  const mail = renderMail(
    {
      appName: input.appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: oneLine(input.firstName) }),
      paragraphs: words.paragraphs,
      action: { label: words.action.label, url: `${input.appUrl}${words.action.path}` },
      footer: [intl.formatMessage(m.settings)],
      footerLink: {
        text: intl.formatMessage(m.stop, { why: intl.formatMessage(SWITCH_WORDS[input.kind]) }),
        url: unsubscribePage,
      },
    },
    intl,
  );
  return {
    to,
    subject: oneLine(words.subject),
    ...mail,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
