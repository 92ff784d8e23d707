import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries, printed to the log when mail goes to the local outbox. */
  links?: string[];
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

type MailerOptions = { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger };

export const outboxFolder = (dataDir: string) => path.join(dataDir, 'mail');

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to the data
 * folder's mail/ outbox and logs its links, so a newcomer can confirm an account with no mail server.
 */
/** Made on the first call, then the same for every later one. */
const firstUse = <T>(make: () => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

// The mail library loads with the first message rather than with the server (bench/README.md, memory).
const mailLibrary = firstUse(() => import('nodemailer').then((module) => module.default));

export const createMailer = ({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = firstUse(() => mailLibrary().then((mail) => mail.createTransport(smtpUrl)));
    return {
      send: async ({ links: _links, ...message }) => {
        await (await transport()).sendMail({ from, ...message });
      },
    };
  }

  const folder = outboxFolder(dataDir);
  const transport = firstUse(() =>
    mailLibrary().then((mail) =>
      mail.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ),
  );
  return {
    send: async ({ links = [], ...message }) => {
      const info = await (await transport()).sendMail({ from, ...message });
      fs.mkdirSync(folder, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      // A few random characters: two messages to one address in one millisecond (from this
      // instance or another sharing DATA_DIR) are two files, and a file is never written over.
      const unique = crypto.randomUUID().slice(0, 8);
      const file = path.join(folder, `${stamp}-${unique}-${message.to.replace(/[^a-z0-9@.]+/gi, '_')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { flag: 'wx' });
      log.info(
        { to: message.to, file, links },
        `Mail written to the outbox: ${message.subject}${links.length ? ` -> ${links.join(' ')}` : ''}`,
      );
    },
  };
};
