import { isExpiringSoon, todayInIndia, type InputItem } from '@sangam/domain';
import { PackagePlus, Sprout } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useInventoryList } from '@/features/inventory/api/inventory-api.ts';
import { InputForm } from '@/features/inventory/components/input-form.tsx';
import { InputOpportunities } from '@/features/inventory/components/input-opportunities.tsx';
import { InputBusiness, InputTable } from '@/features/inventory/components/input-tables.tsx';
import { useItemEditor } from '../use-item-editor.tsx';
import { StockListStates } from '@/features/inventory/components/stock-list-states.tsx';
import { StockStatCards } from '@/features/inventory/components/stock-stat-cards.tsx';
import { useConfirmDelete } from '@/features/inventory/components/use-confirm-delete.ts';

/** The input marketplace (spec 2.11; /input, /marketplace and /inputMarketplace, decision S3). */
export const InputsScreen = () => {
  const { t } = useTranslation('inventory');
  const list = useInventoryList('inputs');
  const confirmDelete = useConfirmDelete('inputs');
  const [expiringOnly, setExpiringOnly] = useState(false);
  const { checking, openAdd, openEdit, dialogs } = useItemEditor<InputItem>();
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
          <Button busy={checking} onClick={openAdd}>
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
        <StockListStates
          kind="inputs"
          query={list}
          held={items.length}
          shown={shown.length}
          Icon={Sprout}
          onAdd={openAdd}
        >
          <InputTable
            items={shown}
            onEdit={openEdit}
            onDelete={(item) => void confirmDelete({ id: item.id, name: item.itemName })}
          />
        </StockListStates>
      </section>

      {items.length > 0 && <InputBusiness items={items} />}
      <InputOpportunities />

      {dialogs({ add: t('inputs.addTitle'), edit: t('inputs.editTitle') }, ({ item, ...actions }) => (
        <InputForm item={item} {...actions} />
      ))}
    </div>
  );
};
