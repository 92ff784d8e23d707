import type { GatedPlan } from '@sangam/domain';
import type { ReactNode } from 'react';
import { PlanGate } from '@/features/plans/components/plan-gate.tsx';
import { useMe } from '@/lib/session.ts';

/** A Pro or Pro Max screen: the screen itself, or the upgrade gate. The API refuses the same. */
export const GatedRoute = ({ needed, children }: { needed: GatedPlan; children: ReactNode }) => {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <PlanGate me={me} needed={needed}>
      {children}
    </PlanGate>
  );
};
