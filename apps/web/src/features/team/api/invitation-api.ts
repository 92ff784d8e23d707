import type { AcceptInvitationInput } from '@sangam/domain';
import { apiFetch } from '@/lib/api-client.ts';

/**
 * The invitation link's page is public (signed out or in), so it fetches without TanStack Query,
 * as the sign-in pages do (lib/use-public-json.ts).
 */
export const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const acceptInvitation = ({ token, input }: { token: string; input: AcceptInvitationInput }) =>
  apiFetch<{ home: string }>(`${invitationPath(token)}/accept`, { method: 'POST', body: input });

/**
 * Signs out on the invitation page, which has no query cache to clear; the answers kept for
 * offline use are the leaving person's (decision 037). That code is fetched only when needed.
 */
export const signOutHere = async () => {
  await apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
  await import('@/lib/service-worker.ts').then((m) => m.forgetCachedAnswers());
};
