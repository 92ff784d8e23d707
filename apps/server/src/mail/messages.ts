import {
  defaultLanguage,
  formatDate,
  formatRupees,
  isLanguage,
  languages,
  planOfService,
  type Enquiry,
  type Language,
  type TeamRole,
} from '@sangam/domain';
import i18next, { type TFunction } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import kn from './locales/kn.json' with { type: 'json' };
import ml from './locales/ml.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };
import te from './locales/te.json' with { type: 'json' };
import type { MailMessage } from './mailer.ts';

export const mailLocales = { en, hi, kn, te, ta, ml } satisfies Record<Language, unknown>;

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(languages.map((lng) => [lng, { mail: mailLocales[lng] }])),
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
});

const translator = (language: string): TFunction =>
  i18n.getFixedT(isLanguage(language) ? language : defaultLanguage);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** One message with a single call to action, as plain text and simple HTML. */
const withButton = (
  to: string,
  subject: string,
  lines: string[],
  button: string,
  url: string,
): MailMessage => ({
  to,
  subject,
  text: [...lines, '', url].join('\n'),
  html: `<div style="font-family:sans-serif;max-width:520px">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#15803d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(url)}</p></div>`,
  links: [url],
});

export const verificationMail = ({ to, url, language }: { to: string; url: string; language: string }) => {
  const t = translator(language);
  return withButton(
    to,
    t('verify.subject'),
    [t('verify.greeting'), t('verify.body'), t('verify.expiry')],
    t('verify.button'),
    url,
  );
};

/**
 * An owner's invitation to the FPO's team (issue 20), in the inviter's language: who invites, to
 * which FPO and as what, what that role may do, until when, and the link that accepts it.
 */
export const invitationMail = ({
  to,
  language,
  inviter,
  fpoName,
  role,
  expiresAt,
  url,
}: {
  to: string;
  language: string;
  inviter: string;
  fpoName: string;
  role: TeamRole;
  expiresAt: Date;
  url: string;
}) => {
  const t = translator(language);
  const values = { inviter, fpoName, role: t(`invitation.roles.${role}`) };
  return withButton(
    to,
    t('invitation.subject', values),
    [
      t('invitation.greeting'),
      t('invitation.body', values),
      t(`invitation.can.${role}`),
      t('invitation.expiry', { date: formatDate(expiresAt) }),
      t('invitation.ignore'),
    ],
    t('invitation.button'),
    url,
  );
};

export const passwordResetMail = ({ to, url, language }: { to: string; url: string; language: string }) => {
  const t = translator(language);
  return withButton(
    to,
    t('reset.subject'),
    [t('reset.greeting'), t('reset.body'), t('reset.ignore')],
    t('reset.button'),
    url,
  );
};

export const newUserMail = ({
  to,
  email,
  signupDate,
}: {
  to: string;
  email: string;
  signupDate: string;
}): MailMessage => {
  const t = translator(defaultLanguage);
  const lines = [t('newUser.body', { email, name: email.split('@')[0], date: signupDate })];
  return {
    to,
    subject: t('newUser.subject', { email }),
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
};

export type ReminderLine = {
  ruleKey: string;
  form: string | null;
  period: string;
  dueDate: string;
  planBy: string;
  daysLeft: number;
};

/**
 * The compliance reminder (decision 014): the items coming due, each with its form, period, due
 * date and the working day to plan for, and a button to the calendar.
 */
export const complianceReminderMail = ({
  to,
  language,
  fpoName,
  items,
  url,
}: {
  to: string;
  language: string;
  fpoName: string;
  items: ReminderLine[];
  /** The calendar's address; unknown without BASE_URL, when the mail says where to look instead. */
  url: string | undefined;
}): MailMessage => {
  const t = translator(language);
  const lines = items.map((item) => {
    const name = t(`compliance.rules.${item.ruleKey}`);
    const what = [name, item.form && `(${item.form})`, item.period].filter(Boolean).join(' ');
    return item.planBy === item.dueDate
      ? t('compliance.line', { what, due: formatDate(item.dueDate), count: item.daysLeft })
      : t('compliance.lineMoved', {
          what,
          due: formatDate(item.dueDate),
          planBy: formatDate(item.planBy),
          count: item.daysLeft,
        });
  });
  const subject = t('compliance.subject', { count: items.length, fpoName });
  const body = [
    t('compliance.greeting'),
    t('compliance.intro', { fpoName }),
    ...lines,
    t('compliance.outro'),
  ];
  if (url) return withButton(to, subject, body, t('compliance.button'), url);
  const plain = [...body, t('compliance.where')];
  return { to, subject, text: plain.join('\n'), html: plain.map((l) => `<p>${escapeHtml(l)}</p>`).join('') };
};

/** The daily refresh's summary for Sangam's owner (document 2, 7: admin_email_sent). */
export const refreshSummaryMail = ({
  to,
  language,
  run,
  url,
}: {
  to: string;
  language: string;
  run: {
    trigger: 'schedule' | 'manual';
    status: 'success' | 'partial' | 'failure';
    startedAt: Date;
    totalFpos: number;
    financeSuccess: number;
    financeFailure: number;
    schemesSuccess: number;
    schemesFailure: number;
    duration: string;
  };
  url: string | undefined;
}): MailMessage => {
  const t = translator(language);
  const subject = t('refresh.subject', {
    date: formatDate(run.startedAt),
    status: t(`refresh.status.${run.status}`),
  });
  const lines = [
    t(run.trigger === 'schedule' ? 'refresh.introSchedule' : 'refresh.introManual', { fpos: run.totalFpos }),
    t('refresh.finance', { success: run.financeSuccess, failure: run.financeFailure }),
    t('refresh.schemes', { success: run.schemesSuccess, failure: run.schemesFailure }),
    t('refresh.duration', { duration: run.duration }),
  ];
  if (url) return withButton(to, subject, lines, t('refresh.button'), url);
  return { to, subject, text: lines.join('\n'), html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') };
};

/** An FPO's application or registration changed status (issue 19): what changed, and a link to it. */
export const notificationMail = ({
  to,
  language,
  kind,
  params,
  url,
}: {
  to: string;
  language: string;
  kind: 'dealership_status' | 'trade_fair_status';
  params: Record<string, string | number>;
  url: string | undefined;
}): MailMessage => {
  const t = translator(language);
  const values = { ...params, status: t(`notification.${kind}.statuses.${String(params.status)}`) };
  const subject = t(`notification.${kind}.subject`, values);
  const lines = [t(`notification.${kind}.body`, values)];
  if (url) return withButton(to, subject, lines, t(`notification.${kind}.button`), url);
  return { to, subject, text: lines.join('\n'), html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') };
};

/**
 * A service page's enquiry for Sangam's owner (decision 033), in English: who asked (the FPO, the
 * person to call back, the account's email), for what service and plan at what price, and their words.
 */
export const enquiryMail = ({
  to,
  fpoName,
  userEmail,
  enquiry,
}: {
  to: string;
  fpoName: string;
  userEmail: string;
  enquiry: Enquiry;
}): MailMessage => {
  const t = translator(defaultLanguage);
  const service = t(`enquiry.services.${enquiry.service}`);
  const plan = planOfService(enquiry.service, enquiry.plan);
  const planLine = plan
    ? t('enquiry.price', {
        plan: t(`enquiry.plans.${plan.key}`),
        price: formatRupees(plan.price),
        per: t(`enquiry.per.${plan.per}`),
      })
    : t('enquiry.noPlan');
  const facts = [
    t('enquiry.intro', { fpo: fpoName, service }),
    '',
    t('enquiry.fpo', { value: fpoName }),
    t('enquiry.contact', { value: enquiry.name }),
    t('enquiry.email', { value: userEmail }),
    t('enquiry.phone', { value: enquiry.phone }),
    t('enquiry.service', { value: service }),
    t('enquiry.plan', { value: planLine }),
  ];
  const message = enquiry.message ?? t('enquiry.noMessage');
  const reply = t('enquiry.reply', { email: userEmail, phone: enquiry.phone });
  return {
    to,
    subject: t('enquiry.subject', { fpo: fpoName, service }),
    text: [...facts, '', t('enquiry.message'), message, '', reply].join('\n'),
    html: [
      '<div style="font-family:sans-serif;max-width:560px">',
      ...facts.filter(Boolean).map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`),
      `<p style="margin:12px 0 4px"><strong>${escapeHtml(t('enquiry.message'))}</strong></p>`,
      `<p style="white-space:pre-wrap;margin:0">${escapeHtml(message)}</p>`,
      `<p style="color:#666">${escapeHtml(reply)}</p>`,
      '</div>',
    ].join(''),
  };
};
