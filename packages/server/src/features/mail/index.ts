/**
 * The mail feature's port: the mail layout and the templates other features send, and the shape of a message the
 * mailer takes.
 */
export type { MailMessage } from './mailer.js';
export {
  mailWords,
  oneLine,
  renderAccountClaimedMail,
  renderEmailChangedMail,
  renderInviteMail,
  renderMail,
} from './templates.js';
