import type { Mobilization } from '@sangam/domain';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Sangam's support line and address (SUPPORT_PHONE, SUPPORT_EMAIL); nothing when neither is set. */
export const ContactBlock = ({ contact }: { contact: Mobilization['contact'] }) => {
  const { t } = useTranslation('mobilization');
  if (!contact.phone && !contact.email) return null;
  return (
    <section
      aria-labelledby="mobilization-contact"
      className="flex flex-col gap-3 rounded-xl border border-green-200 bg-brand-50 p-4"
    >
      <div>
        <h2 id="mobilization-contact" className="text-lg font-semibold">
          {t('contact.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('contact.body')}</p>
      </div>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {contact.phone && (
          <li className="min-w-0">
            <a
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-10 items-center gap-2 font-medium text-brand-800 hover:underline"
            >
              <Phone aria-hidden className="size-4 shrink-0" />
              <span>
                {t('contact.phone')}: {contact.phone}
              </span>
            </a>
          </li>
        )}
        {contact.email && (
          <li className="min-w-0">
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-10 items-center gap-2 font-medium break-all text-brand-800 hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              <span>
                {t('contact.email')}: {contact.email}
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
};
