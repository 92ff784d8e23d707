import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { PictureError } from '../api/inventory-api.ts';

/**
 * The server's word on a refused picture is the one shown. A proxy in front of it may refuse a big
 * body with a bare 413 and no code, so the status counts as well.
 */
const pictureMessage = (cause: unknown) => {
  if (!(cause instanceof ApiError)) return 'picture.failed';
  if (cause.code === 'file_too_large' || cause.status === 413) return 'picture.file_too_large';
  if (cause.code === 'file_type_invalid' || cause.status === 415) return 'picture.file_type_invalid';
  if (cause.code === 'storage_unavailable') return 'common:errors.storage_unavailable';
  return 'picture.failed';
};

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
      toast.show({
        type: 'error',
        title: t('picture.failedTitle'),
        description: t(pictureMessage(error.cause)),
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
