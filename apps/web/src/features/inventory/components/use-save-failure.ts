import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { PictureError } from '../api/inventory-api.ts';

type Options = {
  setFieldError: (field: string, code: string) => void;
  /** The spec's 'Save Failed' text of the screen (spec 8). */
  failedBody: string;
  onProfileIncomplete?: () => void;
  /** The item was saved but its picture refused: the form closes as after a save. */
  onSavedWithoutPicture: (item: never) => void;
};

/**
 * What a refused save shows: the profile dialog, each field's own message, the picture's message
 * (the item itself was saved), or the screen's 'Save Failed' toast.
 */
export const useSaveFailure = ({
  setFieldError,
  failedBody,
  onProfileIncomplete,
  onSavedWithoutPicture,
}: Options) => {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  return (error: unknown) => {
    if (error instanceof PictureError) {
      const code = error.cause instanceof ApiError ? error.cause.code : '';
      const known = code === 'file_too_large' || code === 'file_type_invalid';
      toast.show({
        type: 'error',
        title: t('picture.failedTitle'),
        description: t(known ? `picture.${code}` : 'picture.failed'),
      });
      return onSavedWithoutPicture(error.item as never);
    }
    if (error instanceof ApiError && error.code === 'profile_incomplete' && onProfileIncomplete)
      return onProfileIncomplete();
    if (error instanceof ApiError && error.code === 'limit_reached')
      return toast.show({ type: 'error', title: t('saveFailedTitle'), description: t('limitReached') });
    if (error instanceof ApiError && error.issues.length) {
      for (const issue of error.issues) setFieldError(issue.field, issue.code);
      return toast.show({
        type: 'error',
        title: t('validationTitle'),
        description: t(`validation.${error.issues[0]?.code}`),
      });
    }
    toast.show({ type: 'error', title: t('saveFailedTitle'), description: failedBody });
  };
};
