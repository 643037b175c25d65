import { grace } from './people.js';
import type { Notice, NoticeKind, NoticeList, NotificationSettings } from '../notifications.js';

/** A notice as GET /api/notifications answers it; unread, one event, about Grace, unless told. */
export const noticeOf = (kind: NoticeKind, options: Partial<Omit<Notice, 'kind'>> = {}): Notice => ({
  id: '1',
  createdAt: '2026-11-26T09:00:00.000Z',
  read: false,
  count: 1,
  person:
    kind === 'invitationExpiring'
      ? { userId: null, name: grace.userName }
      : { userId: grace.id, name: `${grace.firstName} ${grace.lastName}` },
  guides: kind === 'guideShared' ? ['Career Leadership Guide'] : [],
  ...options,
  kind,
});

/**
 * The list's answer for these notices (give them newest first): a notice whose id an earlier one already has gets
 * its place as id ('1', '2', …), so fixtures made without ids stay distinct; unread is counted.
 */
export const noticeListOf = (notices: readonly Notice[]): NoticeList => {
  const seen = new Set<string>();
  const list = notices.map((notice, index) => {
    const id = seen.has(notice.id) ? String(index + 1) : notice.id;
    seen.add(id);
    return { ...notice, id };
  });
  return { unread: list.filter((notice) => !notice.read).length, notices: list };
};

/** The mail switches of a new account: all on. */
export const notificationSettingsOf = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  invitationAccepted: true,
  guideShared: true,
  sharesBack: true,
  invitationExpiring: true,
  ...overrides,
});
