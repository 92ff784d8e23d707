import { ENQUIRIES_PER_HOUR, needsUpgrade, planForService, type Enquiry } from '@sangam/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { enquiryMail } from '../../mail/messages.ts';
import { countAttempt } from '../../plugins/attempt-limits.ts';
import type { Tenant } from '../../plugins/tenancy.ts';

export const enquiryLimit = { max: ENQUIRIES_PER_HOUR, windowSeconds: 3600 };

/**
 * An FPO's enquiry from a service page (document 2, 2.15; decision 033), as one mail to Sangam's
 * owner. Each service is asked about from its page, so it needs that page's plan (T2). Nothing is
 * stored: the owner's inbox is where enquiries are answered.
 */
export const sendEnquiry = async ({
  db,
  mailer,
  log,
  ownerEmail,
  tenant,
  userEmail,
  enquiry,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  ownerEmail: string | undefined;
  tenant: Tenant;
  userEmail: string;
  enquiry: Enquiry;
}) => {
  const needed = planForService(enquiry.service);
  if (needed && needsUpgrade(tenant, needed))
    throw new AppError('plan_required', { issues: [{ field: 'plan', code: needed }] });
  if (!ownerEmail) throw new AppError('enquiries_not_configured', { status: 503 });
  await countAttempt(db, `enquiry-fpo:${tenant.fpoId}`, enquiryLimit);
  try {
    await mailer.send(enquiryMail({ to: ownerEmail, fpoName: tenant.fpoName, userEmail, enquiry }));
  } catch (error) {
    log.error({ err: error, service: enquiry.service }, 'the enquiry mail could not be sent');
    throw new AppError('service_unavailable');
  }
  log.info(
    { fpoId: tenant.fpoId, service: enquiry.service, plan: enquiry.plan },
    'enquiry sent to the owner',
  );
};
