import { isLanguage, type MeResponse } from '@sangam/domain';
import { useEffect, useRef } from 'react';
import { changeLanguage } from '@/lib/i18n.ts';

/** The language stored on the account is applied once when a user's session is first seen (spec 1). */
export const useUserLanguage = (me: MeResponse | null | undefined) => {
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!me || appliedFor.current === me.user.id) return;
    appliedFor.current = me.user.id;
    if (isLanguage(me.user.language)) void changeLanguage(me.user.language);
  }, [me]);
};
