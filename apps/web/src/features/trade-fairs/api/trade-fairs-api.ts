import type { FpoTradeFairs, TradeFairRegistration } from '@sangam/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

const tradeFairsKey = ['trade-fairs'] as const;

/** The fairs with the FPO's own registration and what each card shows (document 2, 2.18). */
export const useTradeFairs = () =>
  useQuery({ queryKey: tradeFairsKey, queryFn: () => apiFetch<FpoTradeFairs>('/api/trade-fairs') });

export type RegistrationBody = { productsToDisplay: string; boothRequirements: string };

/** Registers for a fair; the list is read again, so the card shows the registration. */
export const useRegisterForTradeFair = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tradeFairId, body }: { tradeFairId: string; body: RegistrationBody }) =>
      apiFetch<TradeFairRegistration>(`/api/trade-fairs/${encodeURIComponent(tradeFairId)}/registrations`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeFairsKey }),
  });
};
