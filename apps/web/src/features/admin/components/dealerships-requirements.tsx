import {
  dealershipDocuments,
  formatAcres,
  formatCount,
  formatRupeesShort,
  indianStates,
  type AdminDealershipRequirement,
} from '@sangam/domain';
import { ListChecks } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import {
  useAdminCompanies,
  useAdminDealershipCategories,
  useAdminDealershipRequirements,
  useDeleteRequirement,
  useSaveRequirement,
} from '../api/dealerships-api.ts';
import { useDealershipFailure } from './dealerships-failure.ts';

type May = { view: boolean; edit: boolean; delete: boolean };

const documentNames: Record<string, string> = {
  gst: 'GST',
  fssai: 'FSSAI',
  pan: 'PAN',
  moa: 'MOA',
  aoa: 'AOA',
};

type Form = {
  companyId: string;
  categoryId: string;
  minFarmers: string;
  minAcres: string;
  minAnnualTurnover: string;
  requiredDocuments: string[];
  states: string[];
  commissionStructure: string;
  additionalRequirements: string;
};

const blank: Form = {
  companyId: '',
  categoryId: '',
  minFarmers: '0',
  minAcres: '0',
  minAnnualTurnover: '0',
  requiredDocuments: [],
  states: [],
  commissionStructure: '',
  additionalRequirements: '',
};

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * What each company asks of a dealer in each category (document 2, 3 and 5): minimum farmers,
 * acres and annual turnover (0: none), the FPO documents needed, the states it appoints dealers in
 * (none ticked: anywhere), commission and other terms.
 */
export const DealershipRequirements = ({ may }: { may: May }) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const failed = useDealershipFailure();
  const requirements = useAdminDealershipRequirements();
  const companies = useAdminCompanies();
  const categories = useAdminDealershipCategories();
  const save = useSaveRequirement();
  const remove = useDeleteRequirement();
  const [editing, setEditing] = useState<AdminDealershipRequirement | 'new' | null>(null);
  const [form, setForm] = useState<Form>(blank);

  const open = (requirement: AdminDealershipRequirement | 'new') => {
    setForm(
      requirement === 'new'
        ? { ...blank, companyId: companies.data?.[0]?.id ?? '', categoryId: categories.data?.[0]?.id ?? '' }
        : {
            companyId: requirement.companyId,
            categoryId: requirement.categoryId,
            minFarmers: String(requirement.minFarmers),
            minAcres: String(requirement.minAcres),
            minAnnualTurnover: String(requirement.minAnnualTurnover),
            requiredDocuments: requirement.requiredDocuments,
            states: requirement.states,
            commissionStructure: requirement.commissionStructure ?? '',
            additionalRequirements: requirement.additionalRequirements ?? '',
          },
    );
    setEditing(requirement);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    save.mutate(
      {
        requirementId: editing === 'new' ? null : editing.id,
        companyId: form.companyId,
        categoryId: form.categoryId,
        body: {
          minFarmers: Number(form.minFarmers),
          minAcres: Number(form.minAcres),
          minAnnualTurnover: Number(form.minAnnualTurnover),
          requiredDocuments: form.requiredDocuments,
          states: form.states,
          commissionStructure: form.commissionStructure.trim() || null,
          additionalRequirements: form.additionalRequirements.trim() || null,
        },
      },
      {
        onSuccess: (saved) => {
          setEditing(null);
          toast.show({
            type: 'success',
            title: t('dealerships.requirements.saved'),
            description: `${saved.companyName} - ${saved.categoryName}`,
          });
        },
        onError: failed(t('toasts.saveFailed')),
      },
    );
  };

  const destroy = async (requirement: AdminDealershipRequirement) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('dealerships.requirements.confirmDelete.title'),
      message: t('dealerships.requirements.confirmDelete.message', {
        company: requirement.companyName,
        category: requirement.categoryName,
      }),
      confirmText: t('dealerships.delete'),
    });
    if (confirmed) remove.mutate(requirement.id, { onError: failed(t('toasts.deleteFailed')) });
  };

  const canAdd = (companies.data?.length ?? 0) > 0 && (categories.data?.length ?? 0) > 0;
  const number = (field: 'minFarmers' | 'minAcres' | 'minAnnualTurnover', step: string) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t(`dealerships.requirements.${field}`)}
      <input
        type="number"
        inputMode="decimal"
        required
        min={0}
        step={step}
        value={form[field]}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
        className={inputClass}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-4">
      {may.edit && (
        <div className="flex flex-col gap-1">
          <Button className="self-start" disabled={!canAdd} onClick={() => open('new')}>
            {t('dealerships.requirements.add')}
          </Button>
          {!canAdd && <p className="text-xs text-gray-600">{t('dealerships.requirements.needBoth')}</p>}
        </div>
      )}
      {requirements.isPending && <Spinner />}
      {requirements.isError && (
        <AlertBanner
          tone="error"
          title={t('dealerships.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void requirements.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {requirements.data?.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={ListChecks} title={t('dealerships.requirements.none')} />
        </div>
      )}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {requirements.data?.map((requirement) => (
          <li
            key={requirement.id}
            aria-label={`${requirement.companyName} - ${requirement.categoryName}`}
            className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
          >
            <p className="font-semibold break-words">
              {requirement.companyName} - {requirement.categoryName}
            </p>
            <p className="text-sm text-gray-700">
              {t('dealerships.requirements.summary', {
                farmers: formatCount(requirement.minFarmers),
                acres: formatAcres(requirement.minAcres),
                turnover:
                  requirement.minAnnualTurnover > 0 ? formatRupeesShort(requirement.minAnnualTurnover) : '-',
              })}
            </p>
            <p className="text-sm text-gray-700">
              {t('dealerships.requirements.documentsList', {
                list: requirement.requiredDocuments.map((d) => documentNames[d]).join(', ') || '-',
              })}
            </p>
            <p className="text-sm break-words text-gray-700">
              {requirement.states.length
                ? t('dealerships.requirements.statesList', { list: requirement.states.join(', ') })
                : t('dealerships.requirements.anywhere')}
            </p>
            {requirement.commissionStructure && (
              <p className="text-sm break-words text-gray-600">{requirement.commissionStructure}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {may.edit && (
                <Button variant="secondary" onClick={() => open(requirement)}>
                  {t('dealerships.edit')}
                </Button>
              )}
              {may.delete && (
                <Button variant="danger" onClick={() => void destroy(requirement)}>
                  {t('dealerships.delete')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        dismissible={!save.isPending}
        wide
        title={editing === 'new' ? t('dealerships.requirements.add') : t('dealerships.requirements.edit')}
        description={
          editing && editing !== 'new' ? `${editing.companyName} - ${editing.categoryName}` : undefined
        }
      >
        <form onSubmit={submit} className="flex flex-col gap-3">
          {editing === 'new' && (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1 text-sm font-medium">
                <label htmlFor="dealership-requirement-company">
                  {t('dealerships.requirements.company')}
                </label>
                <select
                  id="dealership-requirement-company"
                  required
                  value={form.companyId}
                  onChange={(event) => setForm({ ...form, companyId: event.target.value })}
                  className={inputClass}
                >
                  {companies.data?.map((company) => (
                    <option key={company.id} value={company.id}>
                      {company.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1 text-sm font-medium">
                <label htmlFor="dealership-requirement-category">
                  {t('dealerships.requirements.category')}
                </label>
                <select
                  id="dealership-requirement-category"
                  required
                  value={form.categoryId}
                  onChange={(event) => setForm({ ...form, categoryId: event.target.value })}
                  className={inputClass}
                >
                  {categories.data?.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {number('minFarmers', '1')}
            {number('minAcres', '0.01')}
            {number('minAnnualTurnover', '1')}
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t('dealerships.requirements.documents')}</legend>
            <div className="flex flex-wrap gap-3">
              {dealershipDocuments.map((document) => (
                <label key={document} className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={form.requiredDocuments.includes(document)}
                    onChange={() =>
                      setForm({ ...form, requiredDocuments: toggled(form.requiredDocuments, document) })
                    }
                  />
                  {documentNames[document]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t('dealerships.requirements.states')}</legend>
            <p className="text-xs text-gray-600">{t('dealerships.requirements.statesHint')}</p>
            <div className="grid max-h-48 grid-cols-1 gap-x-3 overflow-y-auto rounded-lg border border-gray-200 p-2 sm:grid-cols-2">
              {indianStates.map((state) => (
                <label key={state} className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={form.states.some((s) => s.toLowerCase() === state.toLowerCase())}
                    onChange={() =>
                      setForm({
                        ...form,
                        states: form.states.some((s) => s.toLowerCase() === state.toLowerCase())
                          ? form.states.filter((s) => s.toLowerCase() !== state.toLowerCase())
                          : [...form.states, state],
                      })
                    }
                  />
                  {state}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('dealerships.requirements.commission')}
            <textarea
              rows={2}
              maxLength={500}
              value={form.commissionStructure}
              onChange={(event) => setForm({ ...form, commissionStructure: event.target.value })}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('dealerships.requirements.additional')}
            <textarea
              rows={2}
              maxLength={1000}
              value={form.additionalRequirements}
              onChange={(event) => setForm({ ...form, additionalRequirements: event.target.value })}
              className={inputClass}
            />
          </label>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setEditing(null)} disabled={save.isPending}>
              {t('dealerships.cancel')}
            </Button>
            <Button type="submit" busy={save.isPending}>
              {t('dealerships.save')}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
};
