import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** What a section needs of its query: its part of the data, and how to ask again. */
export type SectionQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A section's three states: loading, its own failure message (document 2, 8) with a way to try
 * again, or its content.
 */
export const SectionState = <T,>({
  query,
  failed,
  children,
}: {
  query: SectionQuery<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <AlertBanner
        tone="error"
        title={failed}
        action={
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        }
      />
    );
  return <Spinner />;
};
