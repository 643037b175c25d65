/**
 * The calls of the notices and their mail: reading and marking notices, the mail switches, and a mail's
 * unsubscribe link.
 */
import {
  MarkNoticesRead,
  NoticeList,
  NotificationSettings,
  NotificationSettingsUpdate,
  UnsubscribeAnswer,
  UnsubscribeRequest,
} from '../notifications.js';
import { def } from './define.js';

export const notificationCalls = {
  // --- notifications (notifications.ts) ---------------------------------------------------
  /** The asker's newest notices (NOTICES_SHOWN), newest first, and the unread count. */
  notices: def({ method: 'GET', base: 'api', path: '/api/notifications', body: 'none', answer: NoticeList }),
  /** Marks the asker's notices of these ids read; others' or unknown ids are ignored. */
  markNoticesRead: def({
    method: 'POST',
    base: 'api',
    path: '/api/notifications/read',
    body: 'json',
    request: MarkNoticesRead,
    answer: 'none',
  }),
  /** The asker's mail switches, one per notice kind. */
  notificationSettings: def({
    method: 'GET',
    base: 'api',
    path: '/api/notifications/settings',
    body: 'none',
    answer: NotificationSettings,
  }),
  updateNotificationSettings: def({
    method: 'PUT',
    base: 'api',
    path: '/api/notifications/settings',
    body: 'json',
    request: NotificationSettingsUpdate,
    answer: NotificationSettings,
  }),
  /** A mail's unsubscribe token turns off its one switch; needs no session (the signed token is the proof). */
  unsubscribe: def({
    method: 'POST',
    base: 'api',
    path: '/api/notifications/unsubscribe',
    body: 'json',
    request: UnsubscribeRequest,
    answer: UnsubscribeAnswer,
  }),
} as const;
