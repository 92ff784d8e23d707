import { languages } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { mailLocales, notificationMail, passwordResetMail, verificationMail } from './messages.ts';

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

  it('words a dealership status change with the company, category and status, and links to it', () => {
    const mail = notificationMail({
      to: 'a@b.in',
      language: 'en',
      kind: 'dealership_status',
      params: { company: 'Green Agro Ltd', category: 'Seeds', status: 'under_review' },
      url: 'http://x/dealership',
    });
    expect(mail.subject).toBe('Your dealership application: Under Review');
    expect(mail.text).toContain(
      "Your FPO's application to be a Green Agro Ltd dealer for Seeds is now: Under Review.",
    );
    expect(mail.html).toContain('href="http://x/dealership"');
    expect(mail.links).toEqual(['http://x/dealership']);
  });

  it('words a trade fair registration change in the reader language', () => {
    const params = { fair: 'Krishi Mela 2026', status: 'confirmed' };
    const english = notificationMail({
      to: 'a@b.in',
      language: 'en',
      kind: 'trade_fair_status',
      params,
      url: undefined,
    });
    expect(english.subject).toBe('Krishi Mela 2026: your registration is Confirmed');
    expect(english.text).toBe("Your FPO's registration for Krishi Mela 2026 is now: Confirmed.");
    const hindi = notificationMail({
      to: 'a@b.in',
      language: 'hi',
      kind: 'trade_fair_status',
      params,
      url: 'http://x/trade-fairs',
    });
    expect(hindi.subject).toBe('Krishi Mela 2026: आपके पंजीकरण की स्थिति: पुष्टि हो गई');
    expect(hindi.text).toContain('http://x/trade-fairs');
  });

  it.each(languages)('has a word for every status in %s', (language) => {
    const { dealership_status: dealership, trade_fair_status: fair } = mailLocales[language].notification;
    expect(Object.keys(dealership.statuses)).toEqual(['pending', 'under_review', 'approved', 'rejected']);
    expect(Object.keys(fair.statuses)).toEqual(['pending', 'confirmed', 'cancelled']);
    for (const status of Object.keys(dealership.statuses)) {
      const mail = notificationMail({
        to: 'a@b.in',
        language,
        kind: 'dealership_status',
        params: { company: 'Green Agro Ltd', category: 'Seeds', status },
        url: undefined,
      });
      expect(mail.text).toContain('Green Agro Ltd');
      expect(mail.text).toContain(dealership.statuses[status as keyof typeof dealership.statuses]);
      expect(mail.text).not.toContain('{{');
    }
  });
});
