import { languages } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { mailLocales, passwordResetMail, verificationMail } from './messages.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('mail translations', () => {
  it.each(languages.filter((l) => l !== 'en'))('%s has every key English has', (language) => {
    expect(keys(mailLocales[language]).sort()).toEqual(keys(mailLocales.en).sort());
  });

  it('writes the verification mail in the user language with the link', () => {
    const mail = verificationMail({ to: 'a@b.in', url: 'http://x/verify?token=1', language: 'hi' });
    expect(mail.subject).toBe(mailLocales.hi.verify.subject);
    expect(mail.text).toContain('http://x/verify?token=1');
    expect(mail.html).toContain('href="http://x/verify?token=1"');
  });

  it('falls back to English for an unknown language', () => {
    expect(passwordResetMail({ to: 'a@b.in', url: 'http://x', language: 'xx' }).subject).toBe(
      mailLocales.en.reset.subject,
    );
  });
});
