import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';

export type SupportContact = { phone: string | null; email: string | null };

/**
 * Sangam's support line and address (SUPPORT_PHONE, SUPPORT_EMAIL) with the page's own heading;
 * nothing when neither is set. The advisory page and the service pages show it.
 */
export const ContactBlock = ({
  contact,
  title,
  body,
  phoneLabel,
  emailLabel,
}: {
  contact: SupportContact;
  title: string;
  body?: string;
  phoneLabel: string;
  emailLabel: string;
}) => {
  const headingId = useId();
  if (!contact.phone && !contact.email) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-green-200 bg-brand-50 p-4"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {body && <p className="text-sm text-gray-700">{body}</p>}
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
                {phoneLabel}: {contact.phone}
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
                {emailLabel}: {contact.email}
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
};
