import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The dealership editors' failure toast: the catalogue's own refusals (a name taken, a category in
 * use…) in its words, any other code in the back office's, else a generic reason.
 */
export const useDealershipFailure = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return (title: string) => (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'network_error';
    toast.show({
      type: 'error',
      title,
      description: t(`dealerships.errors.${code}`, {
        defaultValue: t(`errors.${code}`, { defaultValue: t('errors.generic') }),
      }),
    });
  };
};
