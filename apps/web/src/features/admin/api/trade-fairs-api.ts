import type {
  AdminTradeFair,
  AdminTradeFairRegistration,
  AdminTradeFairRegistrations,
  AdminTradeFairs,
  TradeFairRegistrationFilter,
} from '@sangam/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const fairsKey = ['admin', 'trade-fairs'] as const;
const fairUrl = (id: string) => `/api/admin/trade-fairs/${encodeURIComponent(id)}`;

/** Every fair of the catalogue, with its registrations counted (decision 030). */
export const useAdminTradeFairs = () =>
  useQuery({
    queryKey: [...fairsKey, 'list'],
    queryFn: () => apiFetch<AdminTradeFairs>('/api/admin/trade-fairs'),
  });

/** The fair form as typed: every field text, the categories comma separated. */
export type TradeFairFormBody = {
  name: string;
  description: string;
  categories: string;
  startDate: string;
  endDate: string;
  registrationDeadline: string;
  city: string;
  state: string;
  participationCost: string;
  expectedVisitors: string | null;
  websiteUrl: string;
  isActive: boolean;
};

/** Adds a fair, or changes one when `id` is given; the lists are read again. */
export const useSaveTradeFair = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TradeFairFormBody }) =>
      apiFetch<AdminTradeFair>(id ? fairUrl(id) : '/api/admin/trade-fairs', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fairsKey }),
  });
};

/** Shows a fair to FPOs again, or hides it. */
export const useSetTradeFairActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fair, isActive }: { fair: AdminTradeFair; isActive: boolean }) =>
      apiFetch<AdminTradeFair>(`${fairUrl(fair.id)}/${isActive ? 'activate' : 'deactivate'}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fairsKey }),
  });
};

export type RegistrationsQuery = {
  tradeFairId: string | null;
  status: TradeFairRegistrationFilter;
  page: number;
  pageSize: number;
};

/** A page of registrations, for one fair or every fair, filtered by status. */
export const useTradeFairRegistrations = (query: RegistrationsQuery) =>
  useQuery({
    queryKey: [...fairsKey, 'registrations', query],
    queryFn: () => {
      const params = new URLSearchParams({
        status: query.status,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      const base = query.tradeFairId
        ? `${fairUrl(query.tradeFairId)}/registrations`
        : '/api/admin/trade-fairs/registrations';
      return apiFetch<AdminTradeFairRegistrations>(`${base}?${params}`);
    },
    placeholderData: keepPreviousData,
  });

/** Confirms or cancels a registration; the FPO is told in the app and by email. */
export const useSetRegistrationStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      registration,
      status,
    }: {
      registration: AdminTradeFairRegistration;
      status: 'confirmed' | 'cancelled';
    }) =>
      apiFetch<AdminTradeFairRegistration>(
        `/api/admin/trade-fairs/registrations/${encodeURIComponent(registration.id)}/status`,
        { method: 'PUT', body: { status } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fairsKey }),
  });
};
