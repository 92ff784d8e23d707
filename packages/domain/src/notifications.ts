import { z } from 'zod';
import { apiObject, uuid } from './field-atoms.ts';

/**
 * In-app notifications (issue 19, decision 032): an FPO's dealership application or trade fair
 * registration changed status. The server stores the kind and its values; the web app words them
 * in the reader's language (`notifications.kinds.<kind>`), as the e-mail does in the mail's.
 */
export const notificationKinds = ['dealership_status', 'trade_fair_status'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The bell shows this many, newest first; the unread count covers all of them. */
export const NOTIFICATIONS_SHOWN = 30;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** dealership_status: company, category, status; trade_fair_status: fair, status. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The app path the notification opens, such as '/dealership'. */
  link: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Every unread notification of the reader, not only those listed. */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = apiObject({
  notificationId: uuid('notification_id_invalid'),
});
