import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A note that belongs to the page (a disclaimer), not an alert: it is not announced. */
export const RecommendationNotice = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
    <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
    <div className="flex flex-col gap-1 text-sm">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </div>
  </section>
);
