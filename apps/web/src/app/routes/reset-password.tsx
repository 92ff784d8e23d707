import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

/** Target of the reset e-mail: better-auth sends the browser here with ?token= or ?error=. */
export const ResetPasswordScreen = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('resetPage.title')}>
      <ResetPasswordForm token={params.get('token')} linkError={params.get('error')} />
    </AuthLayout>
  );
};
