import { isLanguage, type MeResponse } from '@sangam/domain';
import { useEffect, useState } from 'react';
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
    admin: null,
    upgradeWhatsappNumber: '',
    supportEmail: null,
  };
};

type Fallback = { isPending: boolean; isError: boolean; data: MeResponse | null | undefined };

/** Asks once, when `enabled` turns true (the route guard's check failed); no retry. */
export const useAccountFallback = (enabled: boolean): Fallback => {
  const [fallback, setFallback] = useState<Fallback>({ isPending: true, isError: false, data: undefined });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getAccountFallback().then(
      (data) => current && setFallback({ isPending: false, isError: false, data }),
      () => current && setFallback({ isPending: false, isError: true, data: undefined }),
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return fallback;
};
