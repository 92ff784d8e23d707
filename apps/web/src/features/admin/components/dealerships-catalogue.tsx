import type { AdminDealershipCategory, AdminDealershipCompany } from '@sangam/domain';
import { Building2, Tags } from 'lucide-react';
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
  useDeleteCategory,
  useSaveCategory,
  useSaveCompany,
  useSetCompanyActive,
} from '../api/dealerships-api.ts';
import { useDealershipFailure } from './dealerships-failure.ts';

type May = { view: boolean; edit: boolean; delete: boolean };

const Loading = ({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) => {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Spinner />;
  if (!query.isError) return null;
  return (
    <AlertBanner
      tone="error"
      title={t('dealerships.loadFailed')}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common:tryAgain')}
        </Button>
      }
    />
  );
};

/** The agriculture companies (document 2, 3): add, edit, switch on or off. */
export const DealershipCompanies = ({ may }: { may: May }) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const failed = useDealershipFailure();
  const companies = useAdminCompanies();
  const save = useSaveCompany();
  const setActive = useSetCompanyActive();
  const [editing, setEditing] = useState<AdminDealershipCompany | 'new' | null>(null);
  const [form, setForm] = useState({ name: '', description: '', website: '' });

  const open = (company: AdminDealershipCompany | 'new') => {
    setForm(
      company === 'new'
        ? { name: '', description: '', website: '' }
        : { name: company.name, description: company.description ?? '', website: company.website ?? '' },
    );
    setEditing(company);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    save.mutate(
      {
        companyId: editing === 'new' ? null : editing.id,
        body: {
          name: form.name,
          description: form.description.trim() || null,
          website: form.website.trim() || null,
        },
      },
      {
        onSuccess: (company) => {
          setEditing(null);
          toast.show({ type: 'success', title: t('dealerships.companies.saved'), description: company.name });
        },
        onError: failed(t('toasts.saveFailed')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {may.edit && (
        <Button className="self-start" onClick={() => open('new')}>
          {t('dealerships.companies.add')}
        </Button>
      )}
      <Loading query={companies} />
      {companies.data?.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Building2} title={t('dealerships.companies.none')} />
        </div>
      )}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {companies.data?.map((company) => (
          <li
            key={company.id}
            aria-label={company.name}
            className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-semibold break-words">{company.name}</p>
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${company.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
              >
                {company.isActive ? t('dealerships.companies.active') : t('dealerships.companies.inactive')}
              </span>
            </div>
            {company.description && (
              <p className="text-sm break-words text-gray-600">{company.description}</p>
            )}
            {company.website && <p className="text-sm break-all text-gray-600">{company.website}</p>}
            <p className="text-xs text-gray-600">
              {t('dealerships.companies.requirements', { count: company.requirementCount })}
            </p>
            {may.edit && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => open(company)}>
                  {t('dealerships.edit')}
                </Button>
                <Button
                  variant={company.isActive ? 'warning' : 'secondary'}
                  busy={setActive.isPending && setActive.variables?.companyId === company.id}
                  onClick={() =>
                    setActive.mutate(
                      { companyId: company.id, isActive: !company.isActive },
                      { onError: failed(t('toasts.toggleFailed')) },
                    )
                  }
                >
                  {company.isActive
                    ? t('dealerships.companies.deactivate')
                    : t('dealerships.companies.activate')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        dismissible={!save.isPending}
        title={editing === 'new' ? t('dealerships.companies.add') : t('dealerships.companies.edit')}
      >
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('dealerships.companies.name')}
            <input
              required
              maxLength={120}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('dealerships.companies.description')}
            <textarea
              maxLength={1000}
              rows={3}
              value={form.description}
              onChange={(event) => setForm({ ...form, description: event.target.value })}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('dealerships.companies.website')}
            <input
              type="url"
              maxLength={300}
              placeholder="https://"
              value={form.website}
              onChange={(event) => setForm({ ...form, website: event.target.value })}
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

/** The dealership categories: add, rename, delete while nothing names them. */
export const DealershipCategories = ({ may }: { may: May }) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const failed = useDealershipFailure();
  const categories = useAdminDealershipCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<AdminDealershipCategory | null>(null);
  const [newName, setNewName] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { categoryId: null, name },
      {
        onSuccess: (category) => {
          setName('');
          toast.show({
            type: 'success',
            title: t('dealerships.categories.added'),
            description: category.name,
          });
        },
        onError: failed(t('toasts.saveFailed')),
      },
    );
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    save.mutate(
      { categoryId: renaming.id, name: newName },
      { onSuccess: () => setRenaming(null), onError: failed(t('toasts.saveFailed')) },
    );
  };
  const destroy = async (category: AdminDealershipCategory) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('dealerships.categories.confirmDelete.title'),
      message: t('dealerships.categories.confirmDelete.message', { name: category.name }),
      confirmText: t('dealerships.delete'),
    });
    if (confirmed) remove.mutate(category.id, { onError: failed(t('toasts.deleteFailed')) });
  };

  return (
    <div className="flex flex-col gap-4">
      {may.edit && (
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
            {t('dealerships.categories.name')}
            <input
              required
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={inputClass}
            />
          </label>
          <Button type="submit" busy={save.isPending && save.variables?.categoryId === null}>
            {t('dealerships.categories.add')}
          </Button>
        </form>
      )}
      <Loading query={categories} />
      {categories.data?.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Tags} title={t('dealerships.categories.none')} />
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {categories.data?.map((category) => {
          const inUse = category.requirementCount + category.applicationCount > 0;
          return (
            <li
              key={category.id}
              aria-label={category.name}
              className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{category.name}</p>
                <p className="text-xs text-gray-600">
                  {t('dealerships.categories.usage', {
                    requirements: category.requirementCount,
                    applications: category.applicationCount,
                  })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {may.edit && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setNewName(category.name);
                      setRenaming(category);
                    }}
                  >
                    {t('dealerships.categories.rename')}
                  </Button>
                )}
                {may.delete && (
                  <Button
                    variant="danger"
                    disabled={inUse}
                    title={inUse ? t('dealerships.errors.category_in_use') : undefined}
                    onClick={() => void destroy(category)}
                  >
                    {t('dealerships.delete')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <Modal
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        dismissible={!save.isPending}
        title={t('dealerships.categories.rename')}
      >
        <form onSubmit={rename} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('dealerships.categories.name')}
            <input
              required
              maxLength={60}
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              className={inputClass}
            />
          </label>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRenaming(null)} disabled={save.isPending}>
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
