import type { WhatsappMessage } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

export const whatsappBadge: Record<string, string> = {
  queued: 'bg-gray-100 text-gray-600',
  sending: 'bg-gray-100 text-gray-800',
  accepted: 'bg-gray-100 text-gray-800',
  sent: 'bg-blue-100 text-blue-800',
  delivered: 'bg-brand-100 text-brand-800',
  read: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  in: 'bg-amber-100 text-amber-800',
};

export const whatsappDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** The last 50 messages, both ways, newest first, as cards that never scroll sideways. */
export const WhatsappHistory = ({ messages }: { messages: WhatsappMessage[] }) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul className="flex flex-col gap-2">
      {messages.map((message) => {
        const kind = message.direction === 'in' ? 'in' : (message.status ?? 'accepted');
        return (
          <li key={message.id} className="min-w-0 rounded-lg border border-gray-200 bg-white p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${whatsappBadge[kind]}`}>
                {t(`whatsapp.status.${kind}`)}
              </span>
              <span className="font-medium">{message.farmer?.name ?? message.phone}</span>
              {message.farmer && <span className="text-sm text-gray-600">{message.phone}</span>}
              <span className="text-xs text-gray-500">
                {whatsappDateTime(message.createdAt, i18n.language)}
              </span>
            </div>
            {message.template && (
              <p className="mt-1 text-xs break-all text-gray-500">
                {message.template} ({message.language})
              </p>
            )}
            {message.text && <p className="mt-1 text-sm break-words text-gray-800">{message.text}</p>}
            {message.errorReason && (
              <p className="mt-1 text-sm text-red-700">
                {t(`whatsapp.failures.${message.errorReason}`, {
                  defaultValue: t('whatsapp.failures.refused'),
                })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
};
