import { isBlankFpoText } from './blank-text.ts';

/**
 * What the public Mandi pages need at once, kept apart from the API schemas so the first load of a
 * public page brings no validation library (decision 016).
 */

/** Products on one page of the Mandi; the next page comes with 'Show more'. */
export const MANDI_PAGE_SIZE = 24;
export const mandiFilters = ['all', 'packaged', 'open'] as const;
export type MandiFilter = (typeof mandiFilters)[number];

/** A contact chip is hidden when empty, the literal 'null', or a bare '+91' (document 2, 2.21). */
export const shownContact = (value: string | null | undefined): string | null =>
  isBlankFpoText(value) || value?.trim() === '+91' ? null : (value?.trim() ?? null);

/** The ten digits of an Indian mobile number written as +91…, 91…, 0… or bare; else null. */
export const mobileDigits = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  const match = /^(?:91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
};

/** An Indian mobile number as people read it aloud: +91 98450 12345. */
export const formatMobile = (phone: string | null): string | null => {
  const digits = mobileDigits(phone);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : shownContact(phone);
};

/** The three ways a buyer reaches a seller (document 2, 2.20): call, e-mail and WhatsApp. */
export const contactLinks = ({
  phone,
  email,
  subject,
  body,
  message,
}: {
  phone: string | null;
  email: string | null;
  subject: string;
  body: string;
  message: string;
}) => {
  const digits = mobileDigits(phone);
  const mail = shownContact(email);
  return {
    call: digits ? `tel:+91${digits}` : null,
    email: mail
      ? `mailto:${mail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
      : null,
    // Country prefix 91 and the number, no plus (document 2, 2.20).
    whatsapp: digits ? `https://wa.me/91${digits}?text=${encodeURIComponent(message)}` : null,
  };
};

/** The link a Share button falls back to where the phone has no share sheet: WhatsApp, to anyone. */
export const whatsappShareLink = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
