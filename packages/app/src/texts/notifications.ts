import { notificationMessages, type Notice, type NoticeKind } from '@insight/api';
import { listOf } from './common';

/** A notice as the sentence the bell's list shows. */
export function noticeSentence(notice: Notice): string {
  const t = notificationTexts.sentences;
  const name = notice.person.name;
  switch (notice.kind) {
    case 'invitationAccepted':
      return t.invitationAccepted(name);
    case 'guideShared': {
      const { guides } = notice;
      if (guides.length === 1) return t.guideSharedOne(name, guides[0] ?? '');
      if (guides.length > 1) return t.guideSharedList(name, guides.length, listOf(guides));
      return notice.count > 1 ? t.guideSharedCount(name, notice.count) : t.guideSharedAGuide(name);
    }
    case 'sharesBack':
      return t.sharesBack(name);
    case 'invitationExpiring':
      return t.invitationExpiring(name);
  }
}

/** The notices under the header's bell, the Notifications card of Profile and the /unsubscribe screen. */
export const notificationTexts = {
  /** The sentences of the bell's list, by kind (noticeSentence chooses). */
  sentences: {
    invitationAccepted: (name: string): string => `${name} accepted your invitation.`,
    guideSharedOne: (name: string, guide: string): string => `${name} shared ${guide} with you.`,
    guideSharedList: (name: string, count: number, list: string): string =>
      `${name} shared ${count} guides with you: ${list}.`,
    guideSharedCount: (name: string, count: number): string => `${name} shared ${count} guides with you.`,
    guideSharedAGuide: (name: string): string => `${name} shared a guide with you.`,
    sharesBack: (name: string): string => `${name} now shares their Personal Map with you: compare your traits.`,
    invitationExpiring: (name: string): string => `Your invitation to ${name} expires tomorrow.`,
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
