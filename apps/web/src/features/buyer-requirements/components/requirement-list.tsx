import { contactLinks, formatDate, whatsappShareLink } from '@sangam/domain';
import { BadgeCheck, ClipboardList, MapPin, MessageCircle, Phone, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBuyerRequirements } from '../api/requirements-api.ts';

const selectClass = 'min-h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm';

/**
 * Every published buyer requirement (document 2, 6), filtered by crop and state; a requirement for a
 * crop the FPO's own products name is marked, and the buyer is a call or a message away.
 */
export const RequirementList = () => {
  const { t } = useTranslation('requirements');
  const [filters, setFilters] = useState({ crop: '', state: '' });
  const requirements = useBuyerRequirements(filters);
  const data = requirements.data;
  const filtered = Boolean(filters.crop || filters.state);
  const formLink = whatsappShareLink(
    t('list.shareFormText'),
    `${window.location.origin}/public/buyer_requirement`,
  );

  return (
    <section aria-labelledby="requirements" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="requirements" className="text-xl font-bold">
            {t('list.title')}
          </h2>
          <p className="max-w-2xl text-sm text-gray-600">{t('list.intro')}</p>
        </div>
        <a
          href={formLink}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50"
        >
          <Share2 aria-hidden className="size-4" />
          {t('list.shareForm')}
        </a>
      </div>
      {data && (data.crops.length > 0 || filtered) && (
        <div className="flex flex-wrap gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {t('list.cropFilter')}
            <select
              value={filters.crop}
              onChange={(e) => setFilters((f) => ({ ...f, crop: e.target.value }))}
              className={selectClass}
            >
              <option value="">{t('list.allCrops')}</option>
              {data.crops.map((crop) => (
                <option key={crop.id} value={crop.id}>
                  {crop.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('list.stateFilter')}
            <select
              value={filters.state}
              onChange={(e) => setFilters((f) => ({ ...f, state: e.target.value }))}
              className={selectClass}
            >
              <option value="">{t('list.allStates')}</option>
              {data.states.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          </label>
        </div>
      )}
      {requirements.isPending && <Spinner />}
      {requirements.isError && (
        <AlertBanner
          tone="error"
          title={t('list.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void requirements.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && !data.items.length && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={ClipboardList} title={filtered ? t('list.emptyFiltered') : t('list.empty')}>
            {!filtered && <p className="max-w-md text-sm text-gray-600">{t('list.emptyBody')}</p>}
          </EmptyState>
        </div>
      )}
      {data && data.items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {data.items.map((item) => {
            const crops = item.crops.map((crop) => crop.name).join(', ');
            const links = contactLinks({
              phone: item.phone,
              email: null,
              subject: '',
              body: '',
              message: t('list.whatsappMessage', { name: item.name, crops }),
            });
            const matching = new Set(item.matchingCrops);
            return (
              <li
                key={item.id}
                className={`flex flex-col gap-2 rounded-xl border bg-white p-4 ${matching.size ? 'border-brand-600 ring-1 ring-brand-600' : 'border-gray-200'}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words">{item.name}</h3>
                  {item.isVerified && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                      <BadgeCheck aria-hidden className="size-3.5" />
                      {t('list.verified')}
                    </span>
                  )}
                  {matching.size > 0 && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                      {t('list.matches')}
                    </span>
                  )}
                </div>
                <p className="flex items-center gap-1 text-sm text-gray-700">
                  <MapPin aria-hidden className="size-4 shrink-0 text-gray-500" />
                  {item.city}, {item.state} {item.pincode}
                </p>
                <ul className="flex flex-wrap gap-1">
                  {item.crops.map((crop) => (
                    <li
                      key={crop.id}
                      className={`rounded-full px-2 py-0.5 text-xs ${matching.has(crop.name) ? 'bg-brand-100 font-semibold text-brand-900' : 'bg-gray-100 text-gray-700'}`}
                    >
                      {crop.name}
                    </li>
                  ))}
                </ul>
                {item.quantityRequirements && (
                  <p className="text-sm">
                    <span className="text-gray-600">{t('list.quantity')}: </span>
                    {item.quantityRequirements}
                  </p>
                )}
                {item.qualityDescription && (
                  <p className="text-sm whitespace-pre-line">
                    <span className="text-gray-600">{t('list.quality')}: </span>
                    {item.qualityDescription}
                  </p>
                )}
                <p className="text-xs text-gray-500">
                  {t('list.posted', { date: formatDate(item.createdAt) })}
                </p>
                <div className="mt-auto flex gap-2">
                  {links.call && (
                    <a
                      href={links.call}
                      className="inline-flex min-h-10 flex-1 items-center justify-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
                    >
                      <Phone aria-hidden className="size-4" />
                      {t('list.call')}
                    </a>
                  )}
                  {links.whatsapp && (
                    <a
                      href={links.whatsapp}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-10 flex-1 items-center justify-center gap-1 rounded-lg bg-green-600 px-3 text-sm font-medium text-white hover:bg-green-700"
                    >
                      <MessageCircle aria-hidden className="size-4" />
                      {t('list.whatsapp')}
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
