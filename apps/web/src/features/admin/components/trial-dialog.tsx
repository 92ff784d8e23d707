import type { TrialAdjustment } from '@sangam/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';

const defaults = { extend: 7, set: 30 };

/**
 * Extend or set a trial (document 2, 5): days (7 to extend, 30 to set by default; negative allowed,
 * to test an expired trial) and a reason ('Admin testing' by default); nothing happens without both.
 */
export const TrialDialog = ({
  who,
  busy,
  onSubmit,
  onClose,
}: {
  who: string;
  busy: boolean;
  onSubmit: (adjustment: TrialAdjustment) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<TrialAdjustment['action']>('extend');
  const [days, setDays] = useState(String(defaults.extend));
  const [reason, setReason] = useState(t('users.trialDialog.defaultReason'));
  const parsed = Number(days);
  const daysOk = days.trim() !== '' && Number.isInteger(parsed) && parsed >= -999 && parsed <= 3650;
  const ready = daysOk && reason.trim() !== '';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('users.trialDialog.title')}
      description={who}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button
            busy={busy}
            disabled={!ready}
            onClick={() => onSubmit({ action, days: parsed, reason: reason.trim() })}
          >
            {t(`users.trialDialog.${action}`)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('users.trialDialog.how')}</legend>
          {(['extend', 'set'] as const).map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="trial-action"
                className="mt-0.5 size-4 accent-brand-700"
                checked={action === value}
                onChange={() => {
                  setAction(value);
                  setDays(String(defaults[value]));
                }}
              />
              <span>
                <span className="font-medium">{t(`users.trialDialog.${value}`)}</span>
                <span className="block text-gray-600">{t(`users.trialDialog.${value}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          id="trial-days"
          label={t('users.trialDialog.days')}
          namespace="admin"
          hint={t('users.trialDialog.daysHint')}
          error={daysOk ? undefined : 'trial_days_invalid'}
          required
        >
          <input
            id="trial-days"
            type="number"
            inputMode="numeric"
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field
          id="trial-reason"
          label={t('users.trialDialog.reason')}
          namespace="admin"
          error={reason.trim() ? undefined : 'reason_required'}
          required
        >
          <input
            id="trial-reason"
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
    </Modal>
  );
};
