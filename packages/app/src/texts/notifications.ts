import { notificationMessages, type Notice, type NoticeKind } from '@insight/api';

/** 'A', 'A and B', 'A, B and C'. */
const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The notices under the header's bell, the Notifications card of Profile and the /unsubscribe screen. */
export const notificationTexts = {
  /** A notice as the sentence the bell's list shows. */
  sentence(notice: Notice): string {
    const name = notice.person.name;
    switch (notice.kind) {
      case 'invitationAccepted':
        return `${name} accepted your invitation.`;
      case 'guideShared': {
        const { guides } = notice;
        if (guides.length === 1) return `${name} shared ${guides[0]} with you.`;
        if (guides.length > 1) return `${name} shared ${guides.length} guides with you: ${listOf(guides)}.`;
        return notice.count > 1
          ? `${name} shared ${notice.count} guides with you.`
          : `${name} shared a guide with you.`;
      }
      case 'sharesBack':
        return `${name} now shares their Personal Map with you: compare your traits.`;
      case 'invitationExpiring':
        return `Your invitation to ${name} expires tomorrow.`;
    }
  },
  /** Above the list when the last refresh failed (what shows is from before). */
  refreshFailed: 'Your notifications could not be refreshed just now.',

  /** Profile's card. */
  settingsTitle: 'Notifications',
  settingsIntro:
    'You always see what happened under the bell at the top of the page. Choose what also sends you an e-mail.',
  settingsLegend: 'E-mail me when',
  settingsLoading: 'Loading your notification settings…',
  retry: 'Try again',
  /** One switch per kind, finishing 'E-mail me when'. */
  switchLabels: {
    invitationAccepted: 'Someone accepts my invitation',
    guideShared: 'A connection shares a guide with me',
    sharesBack: 'A connection shares their Personal Map back',
    invitationExpiring: 'An invitation I sent expires tomorrow',
  } satisfies Record<NoticeKind, string>,
  saved: notificationMessages.saved,

  /** The /unsubscribe screen (a mail's link; signed out allowed). */
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeIntro: (appName: string): string =>
    `Stop one kind of e-mail from ${appName}: the kind of the e-mail this link came in. Nothing else changes.`,
  unsubscribeButton: 'Stop these e-mails',
  unsubscribeDoneTitle: 'Done: these e-mails are stopped',
  /** What stopped, by kind. */
  unsubscribeDone: {
    invitationAccepted: 'You will no longer get an e-mail when someone accepts your invitation.',
    guideShared: 'You will no longer get an e-mail when a connection shares a guide with you.',
    sharesBack: 'You will no longer get an e-mail when a connection shares their Personal Map back with you.',
    invitationExpiring: 'You will no longer get an e-mail when an invitation you sent is about to expire.',
  } satisfies Record<NoticeKind, string>,
  unsubscribeStillInApp: 'You still see these events under the bell when you sign in.',
  changeInProfile: 'Change your e-mail settings in your Profile',
} as const;
