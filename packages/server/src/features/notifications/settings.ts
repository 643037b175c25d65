/** The four mail switches of an account (notification_settings; no row = all on, as for a new account). */
import type { NoticeKind, NotificationSettings } from '@insight/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';

type Db = Pick<Database, 'select' | 'insert'>;

export const ALL_ON: NotificationSettings = {
  invitationAccepted: true,
  guideShared: true,
  sharesBack: true,
  invitationExpiring: true,
};

export async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      invitationAccepted: notificationSettings.invitationAccepted,
      guideShared: notificationSettings.guideShared,
      sharesBack: notificationSettings.sharesBack,
      invitationExpiring: notificationSettings.invitationExpiring,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row ?? { ...ALL_ON };
}

/** Saves all four switches; resolves them as stored. */
export async function saveSettings(
  db: Db,
  userId: number,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const values = {
    invitationAccepted: settings.invitationAccepted,
    guideShared: settings.guideShared,
    sharesBack: settings.sharesBack,
    invitationExpiring: settings.invitationExpiring,
  };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: now } })
    .returning({
      invitationAccepted: notificationSettings.invitationAccepted,
      guideShared: notificationSettings.guideShared,
      sharesBack: notificationSettings.sharesBack,
      invitationExpiring: notificationSettings.invitationExpiring,
    });
  if (!row) throw new Error('The notification settings could not be stored.');
  return row;
}

/** Turns one switch off and leaves the others as they are (one statement: two unsubscribes at once both hold). */
export async function turnOff(db: Db, userId: number, kind: NoticeKind, now: Date): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, [kind]: false, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { [kind]: false, updatedAt: now } });
}
