import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const EmptyState = ({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) => (
  <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
    <Icon aria-hidden className="size-10 text-gray-400" />
    <p className="font-medium text-gray-800">{title}</p>
    {children}
  </div>
);
