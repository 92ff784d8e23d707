import type { WhatsappTemplate } from '@sangam/domain';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** The approved templates the provider lets Sangam send (document 2, 2.11), with the sync. */
export const WhatsappTemplates = ({
  templates,
  canSync,
  syncing,
  onSync,
}: {
  templates: WhatsappTemplate[];
  canSync: boolean;
  syncing: boolean;
  onSync: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="whatsapp-templates"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="whatsapp-templates" className="text-lg font-semibold">
          {t('whatsapp.templates.title')}
        </h2>
        {canSync && (
          <Button variant="secondary" onClick={onSync} disabled={syncing}>
            <RefreshCw aria-hidden className="size-4" />
            {t('whatsapp.templates.sync')}
          </Button>
        )}
      </div>
      {templates.length === 0 ? (
        <p className="text-sm text-gray-600">{t('whatsapp.templates.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {templates.map((template) => (
            <li
              key={`${template.name}:${template.language}`}
              className="min-w-0 rounded-lg border border-gray-100 bg-gray-50 p-3"
            >
              <p className="flex flex-wrap items-center gap-2 font-medium break-all">
                {template.name}
                <span className="rounded bg-white px-1.5 text-xs text-gray-600">{template.language}</span>
                <span className="text-xs text-gray-500">{template.category}</span>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-gray-700">{template.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
