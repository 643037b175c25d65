/**
 * The notification mails: plain words, the person's name, one link into the app, and the unsubscribe line. Every
 * one carries RFC 8058's one-click unsubscribe (List-Unsubscribe with the one-click address, List-Unsubscribe-Post)
 * and, for people, the app's /unsubscribe screen, whose button turns the switch off (a GET of a page never does:
 * mail scanners fetch links).
 */
import { ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PATH, type NoticeKind } from '@insight/api';
import { oneLine, renderMail, type MailMessage } from '../mail/index.js';

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
}

/** What each switch is called in the mail's unsubscribe line (the same switches as Profile, Notifications). */
const SWITCH_WORDS: Record<NoticeKind, string> = {
  invitationAccepted: 'when someone accepts your invitation',
  guideShared: 'when a connection shares a guide with you',
  sharesBack: 'when a connection shares their Personal Map back',
  invitationExpiring: 'when an invitation you sent is about to expire',
};

const listOf = (titles: readonly string[]): string =>
  titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1] ?? ''}`;

const whenText = (date: Date): string =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date) + ' (UTC)';

function wordsOf(input: NoticeMailInput): {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
} {
  const name = oneLine(input.personName);
  switch (input.kind) {
    case 'invitationAccepted':
      return {
        subject: `${name} accepted your invitation`,
        paragraphs: [
          `${name} accepted your invitation and is now one of your connections on ${input.appName}.`,
          'You can now share guides with each other.',
        ],
        action: { label: 'See your connections', path: '/connections' },
      };
    case 'guideShared': {
      const titles = input.guides.map((guide) => oneLine(guide.title));
      const one = input.guides.length === 1 ? input.guides[0] : undefined;
      return {
        subject:
          titles.length === 1
            ? `${name} shared ${titles[0]} with you`
            : `${name} shared ${titles.length} guides with you`,
        paragraphs: [
          titles.length === 1
            ? `${name} shared a guide with you: ${titles[0]}.`
            : `${name} shared ${titles.length} guides with you: ${listOf(titles)}.`,
        ],
        action:
          one && input.personId !== null
            ? { label: 'Read it', path: `/home/guide/${one.reportId}/of/${input.personId}` }
            : { label: 'Open your library', path: '/home' },
      };
    }
    case 'sharesBack':
      return {
        subject: `${name} now shares their Personal Map with you`,
        paragraphs: [
          `${name} now shares their Personal Map with you, and you share yours with them.`,
          'You can compare your traits side by side, and see them in your circle.',
        ],
        action: { label: 'Compare', path: input.personId === null ? '/connections' : `/compare/${input.personId}` },
      };
    case 'invitationExpiring':
      return {
        subject: `Your invitation to ${name} expires tomorrow`,
        paragraphs: [
          `${name} has not answered your invitation yet, and its link stops working${input.expiresAt ? ` on ${whenText(input.expiresAt)}` : ' tomorrow'}.`,
          'You can send the invitation again from your connections.',
        ],
        action: { label: 'See your invitations', path: '/connections' },
      };
  }
}

/** The mail of one notice, with its unsubscribe headers. */
export function renderNoticeMail(input: NoticeMailInput, to: string): MailMessage {
  const words = wordsOf(input);
  const token = encodeURIComponent(input.unsubscribeToken);
  const unsubscribePage = `${input.appUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
  const oneClick = `${input.appUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`;
  const mail = renderMail({
    appName: input.appName,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: words.paragraphs,
    action: { label: words.action.label, url: `${input.appUrl}${words.action.path}` },
    footer: ['You can turn each kind of notification mail on or off under Profile, Notifications.'],
    footerLink: { text: `You get this mail ${SWITCH_WORDS[input.kind]}. To stop these mails:`, url: unsubscribePage },
  });
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
