import type { FarmerList, Member, MemberDividends, MemberRegister } from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/save-file.ts';

/** What the member form sends: the text as typed; the server reads commas and checks it. */
export type MemberFormValues = { farmerId: string; shares: string; paidUpCapital: string; joinedOn: string };

/** The calculator's figures as typed, the query of a run over the register. */
export type DividendFigures = {
  netProfit: string;
  reserves: string;
  development: string;
  allocation: string;
};

export const memberKeys = {
  all: ['members'] as const,
  register: ['members', 'register'] as const,
  dividends: (figures: DividendFigures) => ['members', 'dividends', figures] as const,
  farmers: (q: string) => ['members', 'farmers', q] as const,
};

export const useMemberRegister = () =>
  useQuery({ queryKey: memberKeys.register, queryFn: () => apiFetch<MemberRegister>('/api/members') });

const dividendQuery = (figures: DividendFigures) => new URLSearchParams(figures).toString();

/** Each member's dividend from the server, for the figures the calculator ran on. */
export const useMemberDividends = (figures: DividendFigures | null) =>
  useQuery({
    queryKey: memberKeys.dividends(
      figures ?? { netProfit: '', reserves: '', development: '', allocation: '' },
    ),
    queryFn: () =>
      apiFetch<MemberDividends>(`/api/members/dividends?${dividendQuery(figures as DividendFigures)}`),
    enabled: figures !== null,
  });

export const downloadMemberDividends = (figures: DividendFigures) =>
  downloadFile(`/api/members/dividends.csv?${dividendQuery(figures)}`, 'member-dividends.csv');

/** The FPO's farmers matching a search, for the member picker (the first page of the farmers list). */
export const useFarmerSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.farmers(q),
    queryFn: ({ signal }) =>
      apiFetch<FarmerList>(`/api/farmers?${new URLSearchParams({ page: '1', ...(q && { q }) })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

const useInvalidateMembers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.all });
};

export const useSaveMember = (memberId?: string) => {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ farmerId, ...holding }: MemberFormValues) =>
      memberId
        ? apiFetch<Member>(`/api/members/${memberId}`, { method: 'PUT', body: holding })
        : apiFetch<Member>('/api/members', { method: 'POST', body: { farmerId, ...holding } }),
    onSuccess: invalidate,
  });
};

export const useDeleteMember = () => {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (memberId: string) => apiFetch<null>(`/api/members/${memberId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
};
