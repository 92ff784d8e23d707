import { tradeFairCategories, tradeFairMatches, type FpoTradeFair } from '@sangam/domain';
import { Search, Tent } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTradeFairs } from '@/features/trade-fairs/api/trade-fairs-api.ts';
import { RegistrationDialog } from '@/features/trade-fairs/components/registration-dialog.tsx';
import { TradeFairCard } from '@/features/trade-fairs/components/trade-fair-card.tsx';

/**
 * Trade fairs (document 2, 2.18; Pro Max): the fairs the Sangam team lists, searched and filtered by
 * category, each with the FPO's registration or what it may do, and the registration modal.
 */
export const TradeFairsScreen = () => {
  const { t } = useTranslation('tradeFairs');
  const fairs = useTradeFairs();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [registering, setRegistering] = useState<FpoTradeFair | null>(null);
  const items = useMemo(() => fairs.data?.items ?? [], [fairs.data]);
  const categories = useMemo(() => tradeFairCategories(items), [items]);
  const shown = items.filter((fair) => tradeFairMatches(fair, search, category || null));

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>

      {fairs.isError && !fairs.data && (
        <AlertBanner
          tone="error"
          title={t('loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void fairs.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {fairs.isPending && <Spinner label={t('loading')} />}

      {fairs.data && items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Tent} title={t('empty.title')}>
            <p className="max-w-md text-sm text-gray-600">{t('empty.body')}</p>
          </EmptyState>
        </div>
      )}

      {items.length > 0 && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            <label className="relative min-w-0 flex-1">
              <span className="sr-only">{t('searchLabel')}</span>
              <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
              <input
                type="search"
                className={`${inputClass} pl-9`}
                placeholder={t('searchPlaceholder')}
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            {categories.length > 0 && (
              <label className="flex min-w-0 flex-col sm:w-56">
                <span className="sr-only">{t('categoryLabel')}</span>
                <select
                  className={inputClass}
                  value={category}
                  onChange={(event) => setCategory(event.target.value)}
                >
                  <option value="">{t('allCategories')}</option>
                  {categories.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <p className="text-sm text-gray-600" aria-live="polite">
            {t('count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={Search} title={t('noMatch.title')}>
                <p className="text-sm text-gray-600">{t('noMatch.body')}</p>
              </EmptyState>
            </div>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((fair) => (
                <TradeFairCard key={fair.id} fair={fair} onRegister={() => setRegistering(fair)} />
              ))}
            </div>
          )}
        </>
      )}

      <RegistrationDialog fair={registering} onClose={() => setRegistering(null)} />
    </div>
  );
};
