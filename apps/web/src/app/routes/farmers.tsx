import { Download, FileSpreadsheet, Search, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { sampleFileUrl, useFarmerList } from '@/features/farmers/api/farmers-api.ts';
import { FarmerForm } from '@/features/farmers/components/farmer-form.tsx';
import { FarmerStatsCards } from '@/features/farmers/components/farmer-stats-cards.tsx';
import { FarmersTable } from '@/features/farmers/components/farmers-table.tsx';
import { OutboxPanel } from '@/features/farmers/offline/outbox-panel.tsx';
import { useProfileGate } from '@/features/fpo-profile/components/profile-gate.tsx';
import { UploadsList } from '@/features/imports/components/uploads-list.tsx';

const SEARCH_DELAY_MS = 300;

export const FarmersScreen = () => {
  const { t } = useTranslation('farmers');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [adding, setAdding] = useState(false);
  const gate = useProfileGate();
  const list = useFarmerList(page, q);

  // Typing waits a moment before asking the server, so a slow connection is not flooded.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(
      () => setParams(search.trim() ? { q: search.trim() } : {}, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const wantsAdd = params.get('add') === '1';
  const { requireProfile } = gate;
  useEffect(() => {
    if (!wantsAdd) return;
    setParams(
      (current) => {
        current.delete('add');
        return current;
      },
      { replace: true },
    );
    void requireProfile(() => setAdding(true));
  }, [wantsAdd, requireProfile, setParams]);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-sm text-gray-600">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={sampleFileUrl('xlsx')}
            download
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50"
          >
            <Download aria-hidden className="size-4" />
            {t('downloadSample')}
          </a>
          <a
            href={sampleFileUrl('csv')}
            download
            className="inline-flex min-h-10 items-center rounded-lg px-2 text-sm text-brand-700 hover:underline"
          >
            {t('downloadSampleCsv')}
          </a>
          <Button
            variant="secondary"
            busy={gate.checking}
            onClick={() => void requireProfile(() => void navigate('/upload'))}
          >
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('uploadSpreadsheet')}
          </Button>
          <Button busy={gate.checking} onClick={() => void requireProfile(() => setAdding(true))}>
            <UserPlus aria-hidden className="size-4" />
            {t('addFarmer')}
          </Button>
        </div>
      </header>

      {/* Farmers typed on this phone that Sangam does not have yet (decision 037). */}
      <OutboxPanel />

      <FarmerStatsCards />

      <section
        aria-label={t('listLabel')}
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
      >
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          />
          <input
            type="search"
            aria-label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('loadFailed')}
          </p>
        ) : (
          <>
            <FarmersTable farmers={list.data.items} emptyTitle={q ? t('noMatches') : t('empty')} />
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(next) => setParams({ ...(q && { q }), page: String(next) })}
            />
          </>
        )}
      </section>

      <UploadsList />

      <Modal open={adding} onClose={() => setAdding(false)} title={t('addTitle')} wide>
        <FarmerForm
          onDone={() => setAdding(false)}
          onCancel={() => setAdding(false)}
          onProfileIncomplete={() => {
            setAdding(false);
            void requireProfile(() => setAdding(true));
          }}
        />
      </Modal>
      {gate.dialog}
    </div>
  );
};
