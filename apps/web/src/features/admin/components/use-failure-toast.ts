import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The back office's failure toast (document 2, 8: 'Grant Failed', 'Delete Failed'… with a reason):
 * `failed(title)` makes a mutation's onError that words the server's code, or a generic reason.
 */
export const useFailureToast = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return (title: string) => (error: unknown) =>
    toast.show({
      type: 'error',
      title,
      description: t(`errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
        defaultValue: t('errors.generic'),
      }),
    });
};
