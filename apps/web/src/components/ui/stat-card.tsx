import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type StatCardProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  Icon: LucideIcon;
  tone?: 'green' | 'blue' | 'amber' | 'violet';
};

const tones = {
  green: 'bg-green-100 text-green-700',
  blue: 'bg-sky-100 text-sky-700',
  amber: 'bg-amber-100 text-amber-700',
  violet: 'bg-violet-100 text-violet-700',
};

export const StatCard = ({ label, value, hint, Icon, tone = 'green' }: StatCardProps) => (
  <div className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tones[tone]}`}>
      <Icon aria-hidden className="size-5" />
    </span>
    <div className="min-w-0">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="text-2xl font-semibold break-words">{value}</p>
      {hint && <p className="text-xs text-gray-500">{hint}</p>}
    </div>
  </div>
);
