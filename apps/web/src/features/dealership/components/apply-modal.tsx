import type { DealershipCompany, DealershipOffer } from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { OfferTerms } from './offer-terms.tsx';

/**
 * The application modal (document 2, 2.17 and 5): the terms of the dealership, the review time
 * (5-7 business days, notified by email and in the app) and the terms checkbox, which must be
 * ticked before the application can be sent.
 */
export const ApplyModal = ({
  target,
  busy,
  onClose,
  onSubmit,
}: {
  target: { company: DealershipCompany; offer: DealershipOffer } | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
}) => {
  const { t } = useTranslation('dealership');
  const [accepted, setAccepted] = useState(false);
  const close = () => {
    setAccepted(false);
    onClose();
  };
  return (
    <Modal
      open={target !== null}
      onClose={close}
      dismissible={!busy}
      title={
        target ? t('modal.title', { company: target.company.name, category: target.offer.categoryName }) : ''
      }
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('modal.cancel')}
          </Button>
          <Button
            disabled={!accepted}
            busy={busy}
            onClick={() => {
              setAccepted(false);
              onSubmit();
            }}
          >
            {t('modal.submit')}
          </Button>
        </>
      }
    >
      {target && (
        <div className="flex flex-col gap-3">
          <OfferTerms offer={target.offer} />
          <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{t('modal.review')}</p>
          <label className="flex min-h-11 items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              className="mt-0.5 size-5 shrink-0"
            />
            <span>{t('modal.accept')}</span>
          </label>
        </div>
      )}
    </Modal>
  );
};
