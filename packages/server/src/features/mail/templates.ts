/**
 * One simple, accessible mail layout in text and HTML. Every value is escaped in the HTML part.
 */
import { DEFAULT_LANGUAGE, type Language } from '@insight/api';
import { escapeHtml, h } from '../../http/html.js';
import { defineMessages, intlFor, type IntlShape } from '../../i18n/index.js';

/** The words every mail shares (the greeting, the questions line, the button's fallback). */
export const mailWords = defineMessages({
  greeting: { id: 'mail.greeting', defaultMessage: 'Hello {name},' },
  questions: { id: 'mail.questions', defaultMessage: 'Questions? Write to {email}.' },
  signIn: { id: 'mail.signIn', defaultMessage: 'Sign in' },
  buttonFallback: {
    id: 'mail.buttonFallback',
    defaultMessage: 'If the button does not work, copy this address into your browser:',
  },
});

export interface MailContent {
  appName: string;
  /** The greeting line, e.g. 'Hello Ada,'. */
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button (e.g. 'This link expires in 1 hour.'). */
  footer?: string[];
  /** A last small line with a link (a notification mail's unsubscribe line): '<text> <url>'. */
  footerLink?: { text: string; url: string };
}

/** A mail in the language of `intl` (its HTML's lang and the button's fallback line); English by default. */
export function renderMail(
  content: MailContent,
  intl: IntlShape = intlFor(DEFAULT_LANGUAGE),
): { text: string; html: string } {
  const textParts = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ?? []).flatMap((p) => [p, '']),
    ...(content.footerLink ? [`${content.footerLink.text} ${content.footerLink.url}`, ''] : []),
    `— ${content.appName}`,
  ];
  const button = content.action
    ? h`<p style="margin:24px 0">
          <a
            href="${content.action.url}"
            style="background:#1f5fa8;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block"
            >${content.action.label}</a
          >
        </p>
        <p style="font-size:13px;color:#555555">
          ${intl.formatMessage(mailWords.buttonFallback)}<br /><a href="${content.action.url}"
            >${content.action.url}</a
          >
        </p>`
    : '';
  const body = [
    content.greeting ? h`<p>${content.greeting}</p>` : '',
    ...content.paragraphs.map((p) => h`<p>${p}</p>`),
    button,
    ...(content.footer ?? []).map((p) => h`<p style="font-size:13px;color:#555555">${p}</p>`),
    content.footerLink
      ? h`<p style="font-size:13px;color:#555555">
          ${content.footerLink.text} <a href="${content.footerLink.url}">${content.footerLink.url}</a>
        </p>`
      : '',
    h`<p>— ${content.appName}</p>`,
  ].join('\n');
  const page = `<!doctype html>
<html lang="${escapeHtml(intl.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(content.appName)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;margin:0;padding:24px">
${body}
</body></html>`;
  return { text: textParts.join('\n'), html: page };
}

/** One line of user text for a subject or a name: control characters (CR/LF…) become spaces. */
export const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** User text kept on several lines: control characters other than line feeds are dropped. */
const plainText = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\n' ? c : ''))
    .trim();

export interface InviteMailInput {
  appName: string;
  requester: { firstName: string; lastName: string; email: string };
  recipientFirstName: string;
  /** The requester's optional message. */
  message?: string | null;
  /** `${APP_URL}/register?connectionToken=<token>`. */
  link: string;
  expiresInDays: number;
  /** The inviter's language: the mail is written in it (English when not given). */
  language?: Language;
}

/**
 * The invitation a requester sends (POST /api/email/invite): who invites, their message, and the link to
 * register with the connection token. Every user value is flattened to plain text here and HTML-escaped
 * by renderMail; the subject is one line.
 */
export function renderInviteMail(input: InviteMailInput): { subject: string; text: string; html: string } {
  const requester = oneLine(`${input.requester.firstName} ${input.requester.lastName}`);
  const email = oneLine(input.requester.email);
  const message = input.message ? plainText(input.message) : '';
  const appName = oneLine(input.appName);
  const intl = intlFor(input.language ?? DEFAULT_LANGUAGE);
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: oneLine(input.recipientFirstName) }),
      paragraphs: [
        intl.formatMessage(inviteWords.invites, { requester, email, appName }),
        ...(message ? [intl.formatMessage(inviteWords.wrote, { requester, message })] : []),
        intl.formatMessage(inviteWords.how, { appName }),
      ],
      action: { label: intl.formatMessage(inviteWords.action), url: input.link },
      footer: [
        intl.formatMessage(inviteWords.expires, { days: input.expiresInDays }),
        intl.formatMessage(inviteWords.unknown),
      ],
    },
    intl,
  );
  return { subject: oneLine(intl.formatMessage(inviteWords.subject, { requester, appName })), ...mail };
}

/** The invitation's words: in the inviter's language (the recipient has none yet). */
const inviteWords = defineMessages({
  subject: { id: 'mail.invite.subject', defaultMessage: '{requester} invites you to join {appName}' },
  invites: {
    id: 'mail.invite.invites',
    defaultMessage:
      '{requester} ({email}) invites you to join {appName} and to become one of their connections, so that you can share the guides you choose with each other.',
  },
  wrote: { id: 'mail.invite.wrote', defaultMessage: '{requester} wrote: “{message}”' },
  how: {
    id: 'mail.invite.how',
    defaultMessage:
      'Create your {appName} dashboard with the link below and confirm your e-mail address with the link we then send you: you are connected when you reach your dashboard. Already have a dashboard? Open the link, choose to log in, and the invitation is accepted, or find it under Connections → Received Invitations.',
  },
  action: { id: 'mail.invite.action', defaultMessage: 'Accept the invitation' },
  expires: { id: 'mail.invite.expires', defaultMessage: 'This link can be used once and expires in {days} days.' },
  unknown: { id: 'mail.invite.unknown', defaultMessage: 'If you do not know this person, you can ignore this e-mail.' },
});

/** The words of the notices of a changed address and a reset that dropped what the account had set up. */
const accountWords = defineMessages({
  changedSubject: { id: 'mail.emailChanged.subject', defaultMessage: 'Your {appName} email address was changed' },
  changedFromTo: {
    id: 'mail.emailChanged.fromTo',
    defaultMessage: 'The email address of your {appName} account was changed from {oldEmail} to {newEmail}.',
  },
  changedFromNow: {
    id: 'mail.emailChanged.fromNow',
    defaultMessage: 'From now on you log in with the new address, and our e-mails go there.',
  },
  changedNotYou: {
    id: 'mail.emailChanged.notYou',
    defaultMessage: 'If you did not make this change, write to {email} at once so that we can secure your account.',
  },
  claimedSubject: { id: 'mail.claimed.subject', defaultMessage: 'Your {appName} password was reset' },
  claimedReset: {
    id: 'mail.claimed.reset',
    defaultMessage:
      'The password of your {appName} account was reset, and your e-mail address is now confirmed. Every device that was signed in has been signed out.',
  },
  claimedRemoved: {
    id: 'mail.claimed.removed',
    defaultMessage:
      'The connections, shared guides, invitations and e-mail changes made before you confirmed your address have been removed, in case someone else made them.',
  },
  claimedNotYou: { id: 'mail.claimed.notYou', defaultMessage: 'If you did not reset your password, write to {email}.' },
});

export interface EmailChangedMailInput {
  appName: string;
  firstName: string;
  /** The address the account had (this mail goes there). */
  oldEmail: string;
  newEmail: string;
  contactEmail: string;
  /** The account's language (English when not given). */
  language?: Language;
}

/**
 * Sent to the OLD address when a profile's e-mail address changes: if the owner did not make the
 * change, they learn of it where an attacker cannot read. Values are flattened to one line and escaped.
 */
export function renderEmailChangedMail(input: EmailChangedMailInput): { subject: string; text: string; html: string } {
  const appName = oneLine(input.appName);
  const intl = intlFor(input.language ?? DEFAULT_LANGUAGE);
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: oneLine(input.firstName) }),
      paragraphs: [
        intl.formatMessage(accountWords.changedFromTo, {
          appName,
          oldEmail: oneLine(input.oldEmail),
          newEmail: oneLine(input.newEmail),
        }),
        intl.formatMessage(accountWords.changedFromNow),
        intl.formatMessage(accountWords.changedNotYou, { email: oneLine(input.contactEmail) }),
      ],
    },
    intl,
  );
  return { subject: intl.formatMessage(accountWords.changedSubject, { appName }), ...mail };
}

export interface AccountClaimedMailInput {
  appName: string;
  firstName: string;
  contactEmail: string;
  appUrl: string;
  /** The account's language (English when not given). */
  language?: Language;
}

/**
 * After a password reset that first proved the address dropped what the account had set up before
 * (connections/claim.ts): the owner learns what went and why, in one plain sentence.
 */
export function renderAccountClaimedMail(input: AccountClaimedMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const appName = oneLine(input.appName);
  const intl = intlFor(input.language ?? DEFAULT_LANGUAGE);
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: oneLine(input.firstName) }),
      paragraphs: [
        intl.formatMessage(accountWords.claimedReset, { appName }),
        intl.formatMessage(accountWords.claimedRemoved),
        intl.formatMessage(accountWords.claimedNotYou, { email: oneLine(input.contactEmail) }),
      ],
      action: { label: intl.formatMessage(mailWords.signIn), url: `${input.appUrl}/login` },
    },
    intl,
  );
  return { subject: intl.formatMessage(accountWords.claimedSubject, { appName }), ...mail };
}
