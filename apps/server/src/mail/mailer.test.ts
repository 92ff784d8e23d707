import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

/**
 * The local outbox (no SMTP_URL): one .eml file per message in DATA_DIR/mail. Instances sharing a
 * DATA_DIR write into one folder (bench/two-instances.bench.ts), and one instance may send two
 * messages to one address in the same millisecond: neither may replace the other.
 */
afterEach(() => {
  vi.useRealTimers();
});

describe('the mail outbox', () => {
  it('keeps two messages to one address sent in the same millisecond', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-outbox-'));
    const mailer = createMailer({
      from: 'Sangam <no-reply@sangam.local>',
      dataDir,
      log: pino({ level: 'silent' }),
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T09:00:00.000Z') });
    const message = { to: 'owner@sangam.example', text: 'text', html: '<p>text</p>' };
    await mailer.send({ ...message, subject: 'First' });
    await mailer.send({ ...message, subject: 'Second' });
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(2);
    const subjects = files.map(
      (file) => fs.readFileSync(path.join(dataDir, 'mail', file), 'utf8').match(/^Subject: (.*)$/m)?.[1],
    );
    expect(subjects.sort()).toEqual(['First', 'Second']);
    // Named by the time first (the newest sorts last), the address last.
    expect(
      files.every((file) => /^2026-11-26T09-00-00\.000Z-[0-9a-f]{8}-owner@sangam\.example\.eml$/.test(file)),
    ).toBe(true);
  });
});
