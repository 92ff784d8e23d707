import { isExpiringSoon, todayInIndia, type InputItem } from '@sangam/domain';
import { PackagePlus, Sprout } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useProfileGate } from '@/features/fpo-profile/components/profile-gate.tsx';
import { useInventoryList } from '@/features/inventory/api/inventory-api.ts';
import { InputForm } from '@/features/inventory/components/input-form.tsx';
import { InputOpportunities } from '@/features/inventory/components/input-opportunities.tsx';
import { InputBusiness, InputTable } from '@/features/inventory/components/input-tables.tsx';
import { StockStatCards } from '@/features/inventory/components/stock-stat-cards.tsx';
import { useConfirmDelete } from '@/features/inventory/components/use-confirm-delete.ts';

type Editing = { item?: InputItem } | null;

/** The input marketplace (spec 2.11; /input, /marketplace and /inputMarketplace, decision S3). */
export const InputsScreen = () => {
  const { t } = useTranslation('inventory');
  const list = useInventoryList('inputs');
  const gate = useProfileGate();
  const confirmDelete = useConfirmDelete('inputs');
  const [editing, setEditing] = useState<Editing>(null);
  const [expiringOnly, setExpiringOnly] = useState(false);
  const openAdd = () => void gate.requireProfile(() => setEditing({}));
  const items = list.data?.items ?? [];
  const today = todayInIndia();
  const shown = expiringOnly ? items.filter((i) => isExpiringSoon(i.expiryDate, today)) : items;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('inputs.title')}</h1>
          <p className="text-sm text-gray-600">{t('inputs.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-pressed={expiringOnly}
            onClick={() => setExpiringOnly(!expiringOnly)}
          >
            {expiringOnly ? t('showAll') : t('showExpiringSoon')}
          </Button>
          <Button busy={gate.checking} onClick={openAdd}>
            <PackagePlus aria-hidden className="size-4" />
            {t('inputs.add')}
          </Button>
        </div>
      </header>

      {list.data && <StockStatCards stats={list.data.stats} />}

      <section
        aria-label={t('inputs.listLabel')}
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
      >
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('inputs.loadFailed')}
          </p>
        ) : !items.length ? (
          <EmptyState Icon={Sprout} title={t('inputs.empty')}>
            <Button onClick={openAdd}>{t('inputs.add')}</Button>
          </EmptyState>
        ) : !shown.length ? (
          <EmptyState Icon={Sprout} title={t('inputs.noMatches')} />
        ) : (
          <InputTable
            items={shown}
            onEdit={(item) => setEditing({ item })}
            onDelete={(item) => void confirmDelete({ id: item.id, name: item.itemName })}
          />
        )}
      </section>

      {items.length > 0 && <InputBusiness items={items} />}
      <InputOpportunities />

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? t('inputs.editTitle') : t('inputs.addTitle')}
        wide
      >
        {editing && (
          <InputForm
            item={editing.item}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
            onProfileIncomplete={() => {
              setEditing(null);
              openAdd();
            }}
          />
        )}
      </Modal>
      {gate.dialog}
    </div>
  );
};
