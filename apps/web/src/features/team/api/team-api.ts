import type { InviteInput, TeamInvitation, TeamMember, TeamResponse, TeamRole } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const teamKey = ['team'] as const;

/** The owner's team page (issue 20): members and open invitations. */
export const useTeam = () =>
  useQuery({ queryKey: teamKey, queryFn: () => apiFetch<TeamResponse>('/api/team') });

/** A change to the team, then the team read again. */
const useTeamChange = <Input, Result>(send: (input: Input) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
};

export const useInvite = () =>
  useTeamChange((input: InviteInput) =>
    apiFetch<TeamInvitation>('/api/team/invitations', { method: 'POST', body: input }),
  );

export const useResendInvitation = () =>
  useTeamChange((invitationId: string) =>
    apiFetch<TeamInvitation>(`/api/team/invitations/${encodeURIComponent(invitationId)}/resend`, {
      method: 'POST',
      body: {},
    }),
  );

export const useRevokeInvitation = () =>
  useTeamChange((invitationId: string) =>
    apiFetch<null>(`/api/team/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

export const useChangeRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: TeamRole }) =>
    apiFetch<TeamMember>(`/api/team/members/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: { role },
    }),
  );

export const useRemoveMember = () =>
  useTeamChange((userId: string) =>
    apiFetch<null>(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
