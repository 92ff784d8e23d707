import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The newest .eml the server wrote to the outbox for an address, with its decoded body. */
export const latestMail = (email: string) => {
  const folder = path.join(inject('dataDir'), 'mail');
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(folder, file), 'utf8');
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
    return decodeQuotedPrintable(raw);
  }
  return null;
};

/** The first link in the newest mail to an address that contains `part`. */
export const linkFromMail = async (email: string, part: string) => {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mail = latestMail(email);
    const link = mail?.match(new RegExp(`https?://[^\\s"<>]*${part}[^\\s"<>]*`))?.[0];
    if (link) return link.replace(/&amp;/g, '&');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail with a ${part} link reached ${email}`);
};
