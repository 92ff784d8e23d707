import type { MeResponse } from '@sangam/domain';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { resendVerification } from '@/features/auth/api/auth-calls.ts';
import { authErrorKey } from '@/features/auth/api/auth-errors.ts';
import { useSignOut } from '@/features/session/api/sign-out.ts';
import { QueryProvider } from '@/lib/query-client.tsx';
import { getMe, setSession } from '@/lib/session.ts';

/** Signed in but not confirmed (spec 2.1): where the mail went, and a way to go on once it is. */
const VerifyEmail = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [stillUnverified, setStillUnverified] = useState(false);

  const recheck = useMutation({
    mutationFn: getMe,
    onSuccess: (fresh) => {
      setSession(fresh);
      setStillUnverified(!!fresh && !fresh.user.emailVerified);
    },
  });
  const resend = useMutation({ mutationFn: () => resendVerification(me.user.email) });

  return (
    <main className="mx-auto flex min-h-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <MailCheck aria-hidden className="size-12 text-brand-700" />
      <h1 className="text-2xl font-bold">{t('verify.title')}</h1>
      <p className="text-gray-700">{t('verify.body', { email: me.user.email })}</p>
      {stillUnverified && <AlertBanner tone="warning">{t('verify.notYet')}</AlertBanner>}
      {resend.isSuccess && <AlertBanner tone="success">{t('verify.resent')}</AlertBanner>}
      {resend.isError && <AlertBanner tone="error">{t(authErrorKey('signIn', resend.error))}</AlertBanner>}
      <Button busy={recheck.isPending} onClick={() => recheck.mutate()}>
        {t('verify.done')}
      </Button>
      <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {t('verify.resend')}
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          signOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })
        }
      >
        {t('common:account.signOut')}
      </Button>
    </main>
  );
};

/** Rendered by the route guard, which does not load TanStack Query itself. */
export const VerifyEmailScreen = ({ me }: { me: MeResponse }) => (
  <QueryProvider>
    <VerifyEmail me={me} />
  </QueryProvider>
);
