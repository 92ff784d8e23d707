import { formatFpoPhoneInput, validateFpoName, validateFpoPhone } from '@sangam/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useTeamRights } from '@/lib/use-team-rights.ts';
import { getFpoProfile, useSaveFpoProfile, type FpoProfile } from '../api/fpo-profile-api.ts';

type Missing = FpoProfile['missing'];

/**
 * The profile gate (spec 2.9): before an add, checks the FPO name and phone with the server; when
 * one is missing, asks for it in the Complete Your Profile dialog, saves, re-checks, then goes on.
 */
export const useProfileGate = (): {
  requireProfile: (then: () => void) => Promise<void>;
  checking: boolean;
  dialog: ReactNode;
} => {
  const { t } = useTranslation('fpoProfile');
  const toast = useToast();
  // A member whose role does not change the FPO's profile (field staff) is told whom to ask.
  const { may } = useTeamRights();
  const mayEdit = may('profile', 'edit');
  const [missing, setMissing] = useState<Missing>([]);
  const [checking, setChecking] = useState(false);
  const next = useRef<(() => void) | null>(null);

  const requireProfile = useCallback(
    async (then: () => void) => {
      setChecking(true);
      try {
        const profile = await getFpoProfile();
        if (!profile.missing.length) return then();
        next.current = then;
        setMissing(profile.missing);
      } catch (error) {
        // No connection: a farmer typed now waits on this phone, and the server checks the
        // profile when it arrives (decision 037).
        if (error instanceof ApiError && error.status === 0) return then();
        toast.show({
          type: 'error',
          title: t('common:somethingWentWrong'),
          description: t('common:errors.network_error'),
        });
      } finally {
        setChecking(false);
      }
    },
    [t, toast],
  );

  const close = () => {
    setMissing([]);
    next.current = null;
  };

  const dialog = (
    <Modal
      open={missing.length > 0}
      onClose={close}
      title={t('title')}
      description={mayEdit ? t('explain') : t('askOwner')}
      actions={
        mayEdit ? undefined : (
          <Button variant="secondary" onClick={close}>
            {t('common:close')}
          </Button>
        )
      }
    >
      {missing.length > 0 && mayEdit && (
        <ProfileForm
          missing={missing}
          onCancel={close}
          onComplete={() => {
            const then = next.current;
            close();
            toast.show({ type: 'success', title: t('savedTitle'), description: t('savedBody') });
            then?.();
          }}
        />
      )}
    </Modal>
  );

  return { requireProfile, checking, dialog };
};

const ProfileForm = ({
  missing,
  onCancel,
  onComplete,
}: {
  missing: Missing;
  onCancel: () => void;
  onComplete: () => void;
}) => {
  const { t } = useTranslation('fpoProfile');
  const save = useSaveFpoProfile();
  const [fpoName, setFpoName] = useState('');
  const [fpoPhone, setFpoPhone] = useState('+91');
  const [stillMissing, setStillMissing] = useState<Missing>([]);
  const askName = missing.includes('fpoName');
  const askPhone = missing.includes('fpoPhone');
  const nameCheck = validateFpoName(fpoName);
  const phoneCheck = validateFpoPhone(fpoPhone);
  const serverIssues = save.error instanceof ApiError ? save.error.issues : [];

  const submit = () =>
    save.mutate(
      { ...(askName && { fpoName }), ...(askPhone && { fpoPhone }) },
      { onSuccess: (profile) => (profile.missing.length ? setStillMissing(profile.missing) : onComplete()) },
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {(save.isError || stillMissing.length > 0) && (
        <AlertBanner tone="error">
          {serverIssues.some((i) => i.field === 'fpoName') || stillMissing.includes('fpoName')
            ? t('nameInvalidOnSave')
            : serverIssues.length || stillMissing.length
              ? t('phoneInvalid')
              : t('updateFailed')}
        </AlertBanner>
      )}
      {askName && (
        <Field
          id="profile-fpo-name"
          label={t('fpoName')}
          namespace="fpoProfile"
          required
          hint={nameCheck.ok ? t('looksGood') : fpoName ? t('nameTooShort') : undefined}
        >
          <input
            id="profile-fpo-name"
            className={inputClass}
            value={fpoName}
            onChange={(e) => setFpoName(e.target.value)}
            autoComplete="organization"
          />
        </Field>
      )}
      {askPhone && (
        <Field
          id="profile-fpo-phone"
          label={t('phone')}
          namespace="fpoProfile"
          required
          hint={phoneCheck.ok ? t('validPhone') : t('phoneHint')}
        >
          <input
            id="profile-fpo-phone"
            type="tel"
            inputMode="tel"
            maxLength={13}
            className={inputClass}
            value={fpoPhone}
            onChange={(e) => setFpoPhone(formatFpoPhoneInput(e.target.value))}
          />
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('common:cancel')}
        </Button>
        <Button
          type="submit"
          busy={save.isPending}
          disabled={(askName && !nameCheck.ok) || (askPhone && !phoneCheck.ok)}
        >
          {t('saveAndContinue')}
        </Button>
      </div>
    </form>
  );
};
