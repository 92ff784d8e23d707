import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/features/auth/components/auth-layout.tsx';
import { SignUpForm } from '@/features/auth/components/sign-up-form.tsx';

export const SignUpScreen = () => {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('signUpTitle')} subtitle={t('signUpSubtitle')}>
      <SignUpForm />
    </AuthLayout>
  );
};
