import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import type { Kind } from '../api/inventory-api.ts';

type StockListStatesProps = {
  kind: Kind;
  query: { isPending: boolean; isError: boolean };
  /** Items the FPO has, and how many of them the filters leave. */
  held: number;
  shown: number;
  Icon: LucideIcon;
  onAdd: () => void;
  children: ReactNode;
};

/** An inventory list while it loads, when it failed, is empty, or its filters leave nothing. */
export const StockListStates = ({
  kind,
  query,
  held,
  shown,
  Icon,
  onAdd,
  children,
}: StockListStatesProps) => {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const failed = query.isError;
  // Spec 8's 'Load Failed' toast, once per failure; the message stays in the list's place as well.
  useEffect(() => {
    if (failed)
      toast.show({ type: 'error', title: t('loadFailedTitle'), description: t(`${kind}.loadFailed`) });
  }, [failed, kind, t, toast]);
  if (query.isPending) return <PageSpinner />;
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t(`${kind}.loadFailed`)}
      </p>
    );
  if (!held)
    return (
      <EmptyState Icon={Icon} title={t(`${kind}.empty`)}>
        <Button onClick={onAdd}>{t(`${kind}.add`)}</Button>
      </EmptyState>
    );
  if (!shown) return <EmptyState Icon={Icon} title={t(`${kind}.noMatches`)} />;
  return children;
};
