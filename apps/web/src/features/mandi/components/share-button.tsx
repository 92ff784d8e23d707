import { whatsappShareLink } from '@sangam/domain';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shares a public page: the phone's own share sheet where there is one (Web Share API), else a
 * WhatsApp message to anyone. The link's preview card comes from the page's Open Graph tags.
 */
export const ShareButton = ({ title, text, path }: { title: string; text: string; path: string }) => {
  const { t } = useTranslation('mandi');
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing more to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    window.open(whatsappShareLink(text, url), '_blank', 'noopener,noreferrer');
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
    >
      <Share2 aria-hidden className="size-4" />
      {t('shareButton')}
    </button>
  );
};
