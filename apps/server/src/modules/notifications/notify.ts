import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { fpoMembers } from '../../db/schema/tenancy.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notificationMail } from '../../mail/messages.ts';

/**
 * Telling an FPO's people that something of theirs changed (issue 19): one in-app notification per
 * member, written in the same transaction as the change, and an e-mail to each once it committed.
 * `kind` names the wording (`notifications.kinds.<kind>` in the web app, `notification.<kind>` in
 * the mail); `params` fill it; `link` is the app path the notification opens.
 */
export type NotificationKind = 'dealership_status' | 'trade_fair_status';
export type Notice = {
  fpoId: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
};
export type Recipient = { email: string; language: string };

/** Writes the FPO members' notifications inside the caller's transaction; returns whom to mail. */
export const recordNotice = async (tx: Db, notice: Notice): Promise<Recipient[]> => {
  const members = await tx
    .select({ id: user.id, email: user.email, language: user.language })
    .from(fpoMembers)
    .innerJoin(user, eq(user.id, fpoMembers.userId))
    .where(eq(fpoMembers.fpoId, notice.fpoId));
  if (members.length)
    await tx.insert(notifications).values(
      members.map((member) => ({
        userId: member.id,
        fpoId: notice.fpoId,
        kind: notice.kind,
        params: notice.params,
        link: notice.link,
      })),
    );
  return members.map(({ email, language }) => ({ email, language }));
};

/**
 * Mails what `recordNotice` recorded, after the change committed. A mail that cannot go is logged:
 * the change stands and the notification is in the app.
 */
export const mailNotice = async (
  { mailer, log, baseUrl }: { mailer: Mailer; log: FastifyBaseLogger; baseUrl: string | undefined },
  notice: Notice,
  recipients: Recipient[],
) => {
  for (const recipient of recipients)
    await mailer
      .send(
        notificationMail({
          to: recipient.email,
          language: recipient.language,
          kind: notice.kind,
          params: notice.params,
          url: baseUrl ? new URL(notice.link, baseUrl).toString() : undefined,
        }),
      )
      .catch((error: unknown) =>
        log.error({ err: error, kind: notice.kind, fpoId: notice.fpoId }, 'notification mail not sent'),
      );
};
