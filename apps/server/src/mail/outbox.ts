import fs from 'node:fs';
import path from 'node:path';

/**
 * Reading the outbox (decision T5) the way a newcomer does: the newest `.eml` written for an
 * address, decoded, and a link in it. Used by the demo to confirm its own account and by the
 * browser journeys.
 */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The newest mail the outbox in `dataDir` holds for `email`, decoded; null when there is none. */
export const latestOutboxMail = (dataDir: string, email: string) => {
  const folder = path.join(dataDir, 'mail');
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

/** The first link in a mail whose address contains `part`. */
export const linkInMail = (mail: string | null, part: string) =>
  mail?.match(new RegExp(`https?://[^\\s"<>]*${part}[^\\s"<>]*`))?.[0]?.replace(/&amp;/g, '&') ?? null;
