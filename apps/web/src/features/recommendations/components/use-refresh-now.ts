import type { RecommendationKind } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRefreshRecommendations } from '../api/recommendations-api.ts';

/** Refresh Now, and a toast in the user's language when the server refuses or cannot be reached. */
export const useRefreshNow = (kind: RecommendationKind) => {
  const { t } = useTranslation('recommendations');
  const toast = useToast();
  const refresh = useRefreshRecommendations(kind);
  return {
    refreshing: refresh.isPending,
    refresh: () =>
      refresh.mutate(undefined, {
        onError: (error) =>
          toast.show({
            type: 'error',
            title: t('banner.refreshFailed'),
            description: t(`common:errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
              defaultValue: t('common:somethingWentWrong'),
            }),
          }),
      }),
  };
};
