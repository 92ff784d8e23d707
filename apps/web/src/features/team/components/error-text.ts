import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';

/** The server's code in the user's language (common:errors), or a plain 'something went wrong'. */
export const useErrorText = () => {
  const { t } = useTranslation();
  return (error: unknown) =>
    t(`errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
      defaultValue: t('errors.internal_error'),
    });
};
