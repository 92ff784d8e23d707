import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { AuthLayout } from '@/features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

/**
 * Target of the reset e-mail (better-auth sends the browser here with ?token= or ?error=), and of
 * a confirmation link opened outside the browser that signed up (&confirmed=1, decision 008).
 */
export const ResetPasswordScreen = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const confirmed = params.get('confirmed') === '1';
  return (
    <AuthLayout title={t(confirmed ? 'resetPage.confirmedTitle' : 'resetPage.title')}>
      {confirmed && <AlertBanner tone="info">{t('resetPage.confirmedBody')}</AlertBanner>}
      <ResetPasswordForm token={params.get('token')} linkError={params.get('error')} />
    </AuthLayout>
  );
};
