import {
  NOTIFICATIONS_SHOWN,
  notificationKinds,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
} from '@sangam/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

/**
 * The signed-in user's own notifications (decision 032). Every query is keyed by the user and the
 * FPO the session names, so nobody reads or marks another's, and a user who moved FPO sees only
 * the current one's.
 */
type Reader = { db: Db; userId: string; fpoId: string };

const mine = ({ userId, fpoId }: Omit<Reader, 'db'>) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.fpoId, fpoId),
    // A kind this version cannot word is left out rather than shown as a blank line.
    inArray(notifications.kind, [...notificationKinds]),
  );

const toItem = (row: typeof notifications.$inferSelect): NotificationItem => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The latest notifications, newest first, and how many are unread in all. */
export const listNotifications = async ({ db, ...reader }: Reader): Promise<NotificationList> => {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(reader))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(mine(reader), isNull(notifications.readAt))),
  ]);
  return { items: rows.map(toItem), unread: unread?.count ?? 0 };
};

/** Marks one read (a second time keeps the first moment); another user's is not found. */
export const markNotificationRead = async ({
  db,
  notificationId,
  ...reader
}: Reader & { notificationId: string }) => {
  const [marked] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), mine(reader)))
    .returning({ id: notifications.id });
  if (!marked) throw notFound();
};

/** Marks every unread one read: opening the bell's list does this. */
export const markAllNotificationsRead = async ({ db, ...reader }: Reader) => {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(reader), isNull(notifications.readAt)));
};
