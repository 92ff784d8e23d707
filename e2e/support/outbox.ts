import { inject } from 'vitest';
import { latestOutboxMail, linkInMail } from '../../apps/server/src/mail/outbox.ts';

/** The newest .eml the server wrote to the outbox for an address, with its decoded body. */
export const latestMail = (email: string) => latestOutboxMail(inject('dataDir'), email);

/** The first link in the newest mail to an address that contains `part`. */
export const linkFromMail = async (email: string, part: string) => {
  for (let attempt = 0; attempt < 40; attempt++) {
    const link = linkInMail(latestMail(email), part);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail with a ${part} link reached ${email}`);
};
