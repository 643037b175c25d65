import type { Notice } from '@insight/api';
import { NotificationBell, type NotificationBellItem } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { comparePath, paths } from '../routes/paths';
import { HrefLink } from '../routes/RouterLink';
import type { LibraryViewStoreInstance } from '../stores/LibraryViewStore';
import { useStores } from '../stores/StoreContext';
import { noticeSentence, notificationTexts as t } from '../texts/notifications';

/**
 * Where a notice matters: an accepted invitation and one about to expire on the connections screen (its list
 * holds the connections and the invitations sent), shared guides in the library's tab of connections' guides,
 * a Personal Map shared back in the compare view with that person.
 */
export function noticeTarget(
  notice: Notice,
  library: LibraryViewStoreInstance,
): Pick<NotificationBellItem, 'href' | 'onSelect'> {
  switch (notice.kind) {
    case 'guideShared':
      return { href: paths.home, onSelect: () => library.setTab('connections') };
    case 'sharesBack':
      return { href: notice.person.userId ? comparePath(notice.person.userId) : paths.connections };
    case 'invitationAccepted':
    case 'invitationExpiring':
      return { href: paths.connections };
  }
}

/**
 * The header's bell (signed in): the notices as sentences with their times, read again whenever the person moves
 * to another screen (RootStore.enterPage, as the Connections badge is), marked read when the list opens.
 */
export const NotificationsBell = observer(function NotificationsBell() {
  // The list is read again on each address by the layout's entry (RootStore.enterPage).
  const { notifications, bell, library } = useStores();

  const items: NotificationBellItem[] = bell.shown.map((notice) => ({
    id: notice.id,
    text: noticeSentence(notice),
    time: notice.createdAt,
    unread: !notice.read,
    ...noticeTarget(notice, library),
  }));

  return (
    <NotificationBell
      items={items}
      unread={notifications.unread}
      open={bell.isOpen}
      onOpenChange={(open) => (open ? void bell.open() : bell.close())}
      linkComponent={HrefLink}
      message={notifications.refreshFailed ? t.refreshFailed : undefined}
    />
  );
});
