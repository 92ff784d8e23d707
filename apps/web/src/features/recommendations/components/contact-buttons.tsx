import { websiteHref } from '@sangam/domain';
import { Globe, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type Contact = {
  /** Whom the links reach, for their accessible names ('Call NABARD'). */
  name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The e-mail, written for this FPO: a subject and a body summarising its profile. */
  subject: string;
  body: string;
};

/** A phone number as a tel: link; toll-free and landline numbers keep their digits as written. */
const telHref = (phone: string | null) => {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
};

const mailHref = (contact: Contact) =>
  contact.email?.trim()
    ? `mailto:${contact.email.trim()}?subject=${encodeURIComponent(contact.subject)}&body=${encodeURIComponent(contact.body)}`
    : null;

export const contactHrefs = (contact: Contact) => ({
  call: telHref(contact.phone),
  email: mailHref(contact),
  website: websiteHref(contact.website),
});

const icon =
  'inline-flex size-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50';

/** The Contact Details column: call, email, website, each only where the catalogue has one. */
export const ContactIcons = ({ contact }: { contact: Contact }) => {
  const { t } = useTranslation('recommendations');
  const links = contactHrefs(contact);
  if (!links.call && !links.email && !links.website)
    return <span className="text-sm text-gray-500">{t('contact.none')}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {links.call && (
        <a href={links.call} className={icon} aria-label={t('contact.callFor', { name: contact.name })}>
          <Phone aria-hidden className="size-4" />
        </a>
      )}
      {links.email && (
        <a href={links.email} className={icon} aria-label={t('contact.emailFor', { name: contact.name })}>
          <Mail aria-hidden className="size-4" />
        </a>
      )}
      {links.website && (
        <a
          href={links.website}
          target="_blank"
          rel="noreferrer"
          className={icon}
          aria-label={t('contact.websiteFor', { name: contact.name })}
        >
          <Globe aria-hidden className="size-4" />
        </a>
      )}
    </div>
  );
};

const button =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium sm:flex-none';

/** The expanded row's call / email / website buttons, with the number or address written out. */
export const ContactButtons = ({ contact }: { contact: Contact }) => {
  const { t } = useTranslation('recommendations');
  const links = contactHrefs(contact);
  if (!links.call && !links.email && !links.website) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {links.call && (
        <a href={links.call} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          <Phone aria-hidden className="size-4" />
          {t('contact.call', { phone: contact.phone })}
        </a>
      )}
      {links.email && (
        <a href={links.email} className={`${button} border border-gray-300 bg-white hover:bg-gray-50`}>
          <Mail aria-hidden className="size-4" />
          {t('contact.email')}
        </a>
      )}
      {links.website && (
        <a
          href={links.website}
          target="_blank"
          rel="noreferrer"
          className={`${button} border border-gray-300 bg-white hover:bg-gray-50`}
        >
          <Globe aria-hidden className="size-4" />
          {t('contact.website')}
        </a>
      )}
    </div>
  );
};
