import { useTranslation } from 'react-i18next';
import { ContactBlock } from '@/components/ui/contact-block.tsx';
import type { ServicesInfo } from '@sangam/domain';

/** Sangam's contact on a service page, from the server's configuration; nothing when none is set. */
export const ServiceContact = ({ info, title }: { info: ServicesInfo | undefined; title?: string }) => {
  const { t } = useTranslation('services');
  if (!info) return null;
  return (
    <ContactBlock
      contact={info.contact}
      title={title ?? t('contact.title')}
      body={t('contact.body')}
      phoneLabel={t('contact.phone')}
      emailLabel={t('contact.email')}
    />
  );
};
