import {
  formatCount,
  formatDate,
  formatDateTime,
  formatPrice,
  formatRupees,
  type AdminGlobalBuyer,
  type BuyerChange,
} from '@sangam/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBuyerChanges } from '../api/admin-buyers-api.ts';
import { BuyerRating } from './admin-buyers-shared.tsx';

/** The shared record's fields, in the order the edit form shows them. */
export const buyerFields = [
  'name',
  'phone',
  'address',
  'cropInterest',
  'monthlyVolumeTonnes',
  'priceMin',
  'priceMax',
  'quantityRequirements',
  'qualityDescription',
] as const;

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col">
    <dt className="text-xs text-gray-500">{label}</dt>
    <dd className="text-sm break-words">{children}</dd>
  </div>
);

/** A value as the history shows it: prices in rupees, the verified mark in words, nothing as a dash. */
const shown = (field: string, value: unknown, mark: (verified: boolean) => string) => {
  if (field === 'verified' && typeof value === 'boolean') return mark(value);
  if (value === null || value === undefined || value === '') return '—';
  if ((field === 'priceMin' || field === 'priceMax') && typeof value === 'number') return formatPrice(value);
  return String(value);
};

/** Who changed the record, and where: an FPO's user, or the back office. */
const History = ({ buyerId }: { buyerId: string }) => {
  const { t } = useTranslation('admin');
  const changes = useBuyerChanges(buyerId);
  const mark = (verified: boolean) => t(verified ? 'buyers.global.verified' : 'buyers.global.notVerified');
  const label = (field: string) =>
    (buyerFields as readonly string[]).includes(field)
      ? t(`buyers.global.fields.${field}`)
      : field === 'verified'
        ? t('buyers.global.columns.verified')
        : field;
  const who = (change: BuyerChange) =>
    t(change.fpoId ? 'buyers.history.byFpo' : 'buyers.history.byAdmin', {
      who: change.actorEmail ?? t('buyers.history.someone'),
      fpo: change.fpoName ?? t('buyers.history.formerFpo'),
    });
  return (
    <section aria-labelledby="buyer-history" className="flex flex-col gap-2">
      <h3 id="buyer-history" className="font-semibold">
        {t('buyers.history.title')}
      </h3>
      {changes.isPending && <Spinner />}
      {changes.isError && <p className="text-sm text-red-700">{t('buyers.history.loadFailed')}</p>}
      {changes.data?.length === 0 && <p className="text-sm text-gray-600">{t('buyers.history.none')}</p>}
      {changes.data && changes.data.length > 0 && (
        <ol className="flex flex-col gap-2">
          {changes.data.map((change, index) => (
            <li key={`${change.at}-${index}`} className="rounded-lg border border-gray-200 p-3 text-sm">
              <p className="text-xs text-gray-600">
                {formatDateTime(change.at)} · {who(change)}
              </p>
              <ul className="mt-1 flex flex-col gap-0.5">
                {Object.keys(change.after).map((field) => (
                  <li key={field} className="break-words">
                    <span className="font-medium">{label(field)}:</span>{' '}
                    {t('buyers.history.fromTo', {
                      from: shown(field, change.before[field], mark),
                      to: shown(field, change.after[field], mark),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

/**
 * A shared buyer's details (document 2, 2.7): the record, its verified mark (a switch for an admin
 * with edit), its figures, who added it and its history.
 */
export const GlobalBuyerDetailsDialog = ({
  buyer,
  verification,
  onClose,
  onReviews,
  onEdit,
}: {
  buyer: AdminGlobalBuyer;
  verification: ReactNode;
  onClose: () => void;
  onReviews: () => void;
  onEdit?: () => void;
}) => {
  const { t } = useTranslation('admin');
  const field = (name: (typeof buyerFields)[number]) => t(`buyers.global.fields.${name}`);
  const price =
    buyer.priceMin === null && buyer.priceMax === null
      ? '—'
      : [buyer.priceMin, buyer.priceMax].map((p) => (p === null ? '—' : formatPrice(p))).join(' – ');
  const more = buyer.associationCount - buyer.addedBy.length;
  return (
    <Modal
      open
      wide
      onClose={onClose}
      title={t('buyers.global.detailsTitle')}
      description={buyer.name}
      actions={
        <>
          <Button variant="secondary" onClick={onReviews}>
            {t('buyers.global.reviews')}
          </Button>
          {onEdit && <Button onClick={onEdit}>{t('buyers.edit')}</Button>}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label={field('name')}>{buyer.name}</Item>
          <Item label={t('buyers.global.columns.verified')}>{verification}</Item>
          <Item label={field('phone')}>{buyer.phone}</Item>
          <Item label={field('address')}>{buyer.address}</Item>
          <Item label={field('cropInterest')}>{buyer.cropInterest}</Item>
          <Item label={field('monthlyVolumeTonnes')}>
            {buyer.monthlyVolumeTonnes === null ? '—' : buyer.monthlyVolumeTonnes.toLocaleString('en-IN')}
          </Item>
          <Item label={t('buyers.global.priceRange')}>{price}</Item>
          <Item label={field('quantityRequirements')}>{buyer.quantityRequirements ?? '—'}</Item>
          <Item label={field('qualityDescription')}>{buyer.qualityDescription ?? '—'}</Item>
          <Item label={t('buyers.global.columns.associations')}>{formatCount(buyer.associationCount)}</Item>
          <Item label={t('buyers.global.columns.rating')}>
            <BuyerRating buyer={buyer} />
          </Item>
          <Item label={t('buyers.global.columns.reviews')}>{formatCount(buyer.reviewCount)}</Item>
          <Item label={t('buyers.global.columns.business')}>{formatRupees(buyer.totalBusiness)}</Item>
          <Item label={t('buyers.global.createdAt')}>{formatDate(buyer.createdAt)}</Item>
          <Item label={t('buyers.global.addedBy')}>
            {buyer.addedBy.length ? buyer.addedBy.map((fpo) => fpo.fpoName).join(', ') : '—'}
            {more > 0 && ` ${t('buyers.global.addedByMore', { count: more })}`}
          </Item>
        </dl>
        <History buyerId={buyer.id} />
      </div>
    </Modal>
  );
};
