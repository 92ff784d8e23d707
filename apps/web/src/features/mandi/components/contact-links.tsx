import { contactLinks, type MandiProduct } from '@sangam/domain';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const linkClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium';

/** 'Interested in this product?': call, an e-mail and a WhatsApp message, both written for the buyer. */
export const ContactLinks = ({ product }: { product: MandiProduct }) => {
  const { t } = useTranslation('mandi');
  const about = { product: product.productName, fpo: product.seller.fpoName };
  const links = contactLinks({
    phone: product.seller.phone,
    email: product.seller.email,
    subject: t('contact.emailSubject', about),
    body: t('contact.emailBody', about),
    message: t('contact.whatsappMessage', about),
  });
  if (!links.call && !links.email && !links.whatsapp) return null;
  return (
    <section aria-labelledby="interested" className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
      <h3 id="interested" className="font-semibold">
        {t('contact.title')}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row">
        {links.call && (
          <a href={links.call} className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
            <Phone aria-hidden className="size-4" />
            {t('contact.call')}
          </a>
        )}
        {links.whatsapp && (
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noreferrer"
            className={`${linkClass} bg-green-600 text-white hover:bg-green-700`}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t('contact.whatsapp')}
          </a>
        )}
        {links.email && (
          <a href={links.email} className={`${linkClass} border border-gray-300 bg-white hover:bg-gray-50`}>
            <Mail aria-hidden className="size-4" />
            {t('contact.email')}
          </a>
        )}
      </div>
    </section>
  );
};
