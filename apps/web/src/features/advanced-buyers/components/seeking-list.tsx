import { formatDate, type SeekingBuyer } from '@sangam/domain';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedBadge } from './buyer-card.tsx';

/**
 * Buyers seeking crops (decision 028): the requirements buyers posted on the public form and the
 * Sangam team published, under the same filters; they have no ratings to show.
 */
export const SeekingList = ({ items }: { items: SeekingBuyer[] }) => {
  const { t } = useTranslation('advancedBuyers');
  return (
    <section aria-labelledby="seeking-title" className="flex flex-col gap-3">
      <header>
        <h2 id="seeking-title" className="text-lg font-semibold">
          {t('seeking.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('seeking.body')}</p>
      </header>
      {items.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-600">
          {t('seeking.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.id}
              aria-label={item.name}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words">{item.name}</h3>
                <VerifiedBadge verified={item.verified} />
              </div>
              <p className="flex items-center gap-1 text-sm text-gray-600">
                <MapPin aria-hidden className="size-4 shrink-0" />
                {item.city}, {item.state}
              </p>
              <p className="text-sm">{item.crops.join(', ')}</p>
              {item.quantityRequirements && (
                <p className="text-xs break-words text-gray-700">
                  {t('seeking.quantity', { text: item.quantityRequirements })}
                </p>
              )}
              {item.qualityDescription && (
                <p className="text-xs break-words text-gray-700">
                  {t('seeking.quality', { text: item.qualityDescription })}
                </p>
              )}
              <p className="text-xs text-gray-500">
                {t('seeking.posted', { date: formatDate(item.createdAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/buyer" className="self-start text-sm font-medium text-brand-700 underline">
        {t('seeking.more')}
      </Link>
    </section>
  );
};
