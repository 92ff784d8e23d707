import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/features/auth/components/auth-layout.tsx';
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';

export const LoginScreen = () => {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <SignInForm />
    </AuthLayout>
  );
};
