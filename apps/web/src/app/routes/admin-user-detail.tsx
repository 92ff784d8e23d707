import {
  formatAcres,
  formatDate,
  formatPrice,
  isLanguage,
  languageNames,
  websiteHref,
  type BuyerList,
  type FarmerList,
  type InputList,
  type Product,
  type ProductList,
} from '@sangam/domain';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ScrollFrame } from '@/components/ui/scroll-frame.tsx';
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import {
  useChangeUserProduct,
  useSetBadges,
  useUserDetail,
  useUserTab,
  type UserTab,
} from '@/features/admin/api/user-detail-api.ts';
import { AdminProductForm } from '@/features/admin/components/admin-product-form.tsx';
import { BackToDashboard } from '@/features/admin/components/admin-screen-header.tsx';
import { TrialBadge } from '@/features/admin/components/trial-badge.tsx';
import { UserRecommendations } from '@/features/admin/components/user-recommendations.tsx';
import { useFailureToast } from '@/features/admin/components/use-failure-toast.ts';
import { useMe } from '@/lib/session.ts';

const tabs = ['farmers', 'products', 'buyers', 'inputs', 'finance', 'schemes'] as const;
type Tab = (typeof tabs)[number];

const Block = ({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) => (
  <section className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
    <h2 className="font-semibold">{title}</h2>
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600">{label}</dt>
          <dd className="min-w-0 break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  </section>
);

/** A list tab: the FPO's own rows, read when the tab opens. */
const ListTab = ({ userId, tab }: { userId: string; tab: UserTab }) => {
  const { t } = useTranslation('admin');
  const list = useUserTab(userId, tab, true);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <p className="text-sm text-red-700">{t('errors.usersLoadFailed')}</p>;
  const rows: string[][] =
    tab === 'farmers'
      ? (list.data as FarmerList).items.map((f) => [
          f.farmerName,
          f.phoneNumber,
          `${f.village}, ${f.district}`,
          formatAcres(f.acres),
        ])
      : tab === 'products'
        ? (list.data as ProductList).items.map((p) => [
            p.productName,
            t(`detail.packaging.${p.packagingType}`),
            formatPrice(p.salePrice),
            p.isActive ? t('detail.active') : t('detail.inactive'),
          ])
        : tab === 'inputs'
          ? (list.data as InputList).items.map((i) => [
              i.itemName,
              String(i.quantityAvailable),
              formatPrice(i.salePrice),
              i.cropUsedFor ?? '—',
            ])
          : (list.data as BuyerList).items.map((b) => [
              b.name,
              b.phone,
              b.cropInterest,
              b.myRating ? `${b.myRating}★` : '—',
            ]);
  if (!rows.length)
    return <p className="py-6 text-center text-sm text-gray-600">{t(`detail.empty.${tab}`)}</p>;
  return (
    <ScrollFrame label={t(`detail.tabs.${tab}`)} className="relative w-0 min-w-full">
      <table className="w-full min-w-[32rem] text-sm">
        <thead className="text-left text-gray-600">
          <tr>
            {[0, 1, 2, 3].map((i) => (
              <th key={i} scope="col" className="px-2 py-1 font-medium">
                {t(`detail.columns.${tab}.${i}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-t border-gray-100">
              {cells.map((cell, j) => (
                <td key={j} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
};

/** The products tab with the owner's add, edit and delete (document 2, 2.4: the owner alone). */
const OwnerProducts = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const list = useUserTab(userId, 'products', true);
  const change = useChangeUserProduct(userId);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const failed = useFailureToast();
  const remove = async (product: Product) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('products.deleteTitle'),
      message: t('products.deleteMessage', { name: product.productName }),
      confirmText: t('products.delete'),
    });
    if (confirmed)
      change.mutate(
        { kind: 'delete', productId: product.id },
        {
          onSuccess: () => toast.show({ type: 'success', title: t('toasts.productDeleted') }),
          onError: failed(t('toasts.deleteFailed')),
        },
      );
  };
  if (list.isPending) return <Spinner />;
  const items = (list.data as ProductList | undefined)?.items ?? [];
  return (
    <div className="flex flex-col gap-3">
      <Button className="self-start" onClick={() => setEditing('new')}>
        {t('products.add')}
      </Button>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{t('detail.empty.products')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {items.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{product.productName}</span>
                <span className="block text-gray-600">
                  {t(`detail.packaging.${product.packagingType}`)} · {formatPrice(product.salePrice)} ·{' '}
                  {product.isActive ? t('detail.active') : t('detail.inactive')}
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setEditing(product)}
                  aria-label={t('products.editFor', { name: product.productName })}
                >
                  {t('products.edit')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void remove(product)}
                  aria-label={t('products.deleteFor', { name: product.productName })}
                >
                  {t('products.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AdminProductForm
          product={editing === 'new' ? null : editing}
          busy={change.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(body) =>
            change.mutate(
              editing === 'new' ? { kind: 'add', body } : { kind: 'edit', productId: editing.id, body },
              {
                onSuccess: () => {
                  toast.show({
                    type: 'success',
                    title: editing === 'new' ? t('toasts.productAdded') : t('toasts.productUpdated'),
                  });
                  setEditing(null);
                },
                onError: failed(t('toasts.saveFailed')),
              },
            )
          }
        />
      )}
    </div>
  );
};

/** One account in the back office (document 2, 2.4). */
export const AdminUserDetailScreen = () => {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const { data: me } = useMe();
  const toast = useToast();
  const detail = useUserDetail(userId);
  const badges = useSetBadges(userId);
  const [tab, setTab] = useState<Tab>('farmers');
  const canEdit = me?.admin?.pages.users.edit ?? false;

  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return (
      <div className="flex flex-col gap-4">
        <BackToDashboard />
        <EmptyState Icon={UserX} title={t('detail.notFound')} />
      </div>
    );
  const { user, fpo, counts } = detail.data;
  const website = websiteHref(fpo?.website ?? null);
  const toggle = (field: 'isVerified' | 'hfnCertified', on: boolean) =>
    fpo &&
    badges.mutate(
      { fpoId: fpo.id, [field]: on },
      {
        onSuccess: () => toast.show({ type: 'success', title: t('toasts.badgesUpdated') }),
        onError: () => toast.show({ type: 'error', title: t('toasts.updateFailed') }),
      },
    );

  return (
    <div className="flex flex-col gap-5">
      <BackToDashboard />
      <header>
        <h1 className="text-2xl font-bold break-words">{user.fullName ?? user.email}</h1>
        <p className="text-sm text-gray-600">{fpo?.name ?? t('detail.noFpo')}</p>
      </header>
      <div className="grid gap-3 lg:grid-cols-3">
        <Block
          title={t('detail.personal')}
          rows={[
            [t('detail.name'), user.fullName],
            [t('detail.email'), user.email],
            [t('detail.phone'), user.phone],
            [t('detail.language'), isLanguage(user.language) ? languageNames[user.language] : user.language],
          ]}
        />
        <Block
          title={t('detail.fpo')}
          rows={[
            [t('detail.fpoName'), fpo?.name],
            [t('teamRoles.label'), fpo && t(`teamRoles.${fpo.role}`)],
            [t('detail.address'), fpo?.address && <span className="whitespace-pre-line">{fpo.address}</span>],
            [t('detail.gst'), fpo?.gstNumber],
            [t('detail.fssai'), fpo?.fssaiNumber],
            [
              t('detail.website'),
              website && (
                <a href={website} target="_blank" rel="noreferrer" className="text-brand-800 underline">
                  {fpo?.website}
                </a>
              ),
            ],
            [t('detail.trial'), fpo && <TrialBadge trial={fpo.trial} custom={fpo.trial.extendedByAdmin} />],
            [t('detail.plan'), fpo && t(`users.plans.${fpo.plan}`)],
          ]}
        />
        <Block
          title={t('detail.statistics')}
          rows={[
            [t('detail.joined'), formatDate(user.createdAt)],
            [t('detail.lastSignIn'), user.lastSignInAt ? formatDate(user.lastSignInAt) : t('users.never')],
            [t('detail.counts'), t('detail.countsValue', counts)],
          ]}
        />
      </div>
      {fpo && (
        <section
          aria-labelledby="badges"
          className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
        >
          <h2 id="badges" className="font-semibold">
            {t('detail.badges')}
          </h2>
          <p className="text-sm text-gray-600">{t('detail.badgesHint')}</p>
          {(
            [
              ['isVerified', fpo.isVerified, t('detail.verified')],
              ['hfnCertified', fpo.hfnCertified, t('detail.hfn')],
            ] as const
          ).map(([field, on, label]) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                role="switch"
                className="size-5 accent-brand-700"
                checked={on}
                disabled={!canEdit || badges.isPending}
                onChange={(event) => toggle(field, event.target.checked)}
              />
              {label}
            </label>
          ))}
          <Link to={`/mandi/fpo/${fpo.id}`} className="self-start text-sm text-brand-800 underline">
            {t('detail.publicPage')}
          </Link>
        </section>
      )}
      <section className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <div
          role="tablist"
          aria-label={t('detail.tabsLabel')}
          className="flex flex-wrap gap-1 border-b border-gray-200"
        >
          {tabs.map((name) => (
            <button
              key={name}
              role="tab"
              type="button"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className="min-h-10 rounded-t-lg px-3 text-sm font-medium text-gray-700 aria-selected:border-b-2 aria-selected:border-brand-700 aria-selected:text-brand-800"
            >
              {t(`detail.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {!fpo ? (
            <p className="py-6 text-center text-sm text-gray-600">{t('detail.noFpo')}</p>
          ) : tab === 'finance' || tab === 'schemes' ? (
            <UserRecommendations userId={userId} kind={tab} />
          ) : tab === 'products' && me?.admin?.owner ? (
            <OwnerProducts userId={userId} />
          ) : (
            <ListTab key={tab} userId={userId} tab={tab} />
          )}
        </div>
      </section>
    </div>
  );
};
