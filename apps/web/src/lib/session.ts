import type { MeResponse } from '@sangam/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, apiFetch } from './api-client.ts';
import { rememberSignedIn, wasSignedIn } from './session-hint.ts';

/** How long the onboarding check may take before the account's own word is used (spec 9). */
export const ONBOARDING_LOOKUP_TIMEOUT_MS = 3000;
/** A screen opened this long after the last check asks again, in the background. */
const FRESH_MS = 60_000;

/**
 * The signed-in visitor, or null when there is no (valid) session. A visitor not known to be
 * signed in is first asked about through better-auth's get-session, which answers a signed-out
 * visitor with 200 and null: /api/me answers 401, and the browser reports every 401 as an error
 * in the console of each public page.
 */
export const getMe = async (): Promise<MeResponse | null> => {
  const signal = AbortSignal.timeout(ONBOARDING_LOOKUP_TIMEOUT_MS);
  if (!wasSignedIn()) {
    const session = await apiFetch<{ user?: unknown } | null>('/api/auth/get-session', { signal });
    if (!session?.user) return null;
  }
  try {
    const me = await apiFetch<MeResponse>('/api/me', { signal });
    rememberSignedIn(true);
    return me;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    rememberSignedIn(false);
    return null;
  }
};

/**
 * Who is signed in, held here rather than in TanStack Query's cache: the route guard needs it on
 * every page, the public pages included, and they have a budget of 120 KB of JavaScript (issue 10)
 * that React, the router and i18next already take most of. TanStack Query (10 KB) comes with the
 * screens that fetch data.
 */
type SessionState = {
  /** undefined until the first answer. */
  me: MeResponse | null | undefined;
  failed: boolean;
  checkedAt: number;
};

let state: SessionState = { me: undefined, failed: false, checkedAt: 0 };
let checking: Promise<void> | undefined;
const listeners = new Set<() => void>();

const publish = (next: Partial<SessionState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

/** Sets who is signed in, as an answer that already says so (onboarding, a fresh check). */
export const setSession = (me: MeResponse | null) => {
  if (!me) rememberSignedIn(false);
  publish({ me, failed: false, checkedAt: Date.now() });
};

/** Asks the server who is signed in (once at a time); one retry, as a patchy network may need. */
export const checkSession = () =>
  (checking ??= (async () => {
    try {
      const me = await getMe().catch(getMe);
      setSession(me);
    } catch {
      publish({ failed: true, checkedAt: Date.now() });
    } finally {
      checking = undefined;
    }
  })());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session as a screen reads it; the first reader starts the check if main.tsx has not. */
export const useMe = () => {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!checking && Date.now() - state.checkedAt > FRESH_MS) void checkSession();
  }, []);
  return {
    data: current.me,
    isPending: current.me === undefined && !current.failed,
    isError: current.failed,
    refetch: checkSession,
  };
};

/** For tests: back to "not asked yet". */
export const resetSession = () => {
  checking = undefined;
  state = { me: undefined, failed: false, checkedAt: 0 };
};
