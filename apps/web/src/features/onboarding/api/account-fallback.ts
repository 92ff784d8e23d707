import { isLanguage, type MeResponse } from '@sangam/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

type AccountSession = {
  user: { id: string; email: string; name: string; emailVerified: boolean; language?: string };
} | null;

/**
 * What the account itself says when the onboarding check (GET /api/me) failed or timed out (spec
 * 2.4): better-auth's session, read without touching the profile. Its visitor is shown the wizard
 * (or the verify-email screen), never the error screen; completing the wizard again only updates
 * the same FPO. Null when there is no session.
 */
export const getAccountFallback = async (): Promise<MeResponse | null> => {
  const found = await apiFetch<AccountSession>('/api/auth/get-session');
  if (!found?.user) return null;
  const { user } = found;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      language: isLanguage(user.language) ? user.language : 'en',
    },
    profile: null,
    fpo: null,
    isAdmin: false,
    upgradeWhatsappNumber: '',
    supportEmail: null,
  };
};

export const useAccountFallback = (enabled: boolean) =>
  useQuery({ queryKey: ['account-fallback'], queryFn: getAccountFallback, enabled, retry: false });
