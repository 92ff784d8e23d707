import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  gray: 'bg-gray-100 text-gray-700',
} as const;

export type BadgeTone = keyof typeof tones;

/** The colour of a run's, a log's or a last run's status (document 2, 4). */
export const statusTone = (status: string): BadgeTone =>
  status === 'success' || status === 'succeeded'
    ? 'green'
    : status === 'partial'
      ? 'yellow'
      : status === 'running'
        ? 'blue'
        : 'red';

/** A status word on its colour. */
export const Badge = ({ tone, children }: { tone: BadgeTone; children: ReactNode }) => (
  <span
    className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}
  >
    {children}
  </span>
);
