import type { FitTier, Reason } from '@sangam/domain';
import { ChevronDown, SearchX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ContactButtons, ContactIcons, type Contact } from './contact-buttons.tsx';
import { ReasonList } from './reason-list.tsx';
import { ScoreBadge } from './score-badge.tsx';

export type RecommendationRow = {
  id: string;
  /** The lender and product, or the scheme: what the row's buttons are named after. */
  name: string;
  score: number;
  tier: FitTier;
  reasons: readonly Reason[];
  contact: Contact;
  /** The first columns, before Fitment Score and Contact Details. */
  cells: ReactNode[];
  /** The catalogue's lists shown when the row opens (eligibility, documents…). */
  lists: { title: string; items: readonly string[] }[];
};

/** One titled list of the catalogue's own text (eligibility, documents…); nothing when empty. */
const TextList = ({ title, items }: { title: string; items: readonly string[] }) =>
  items.length ? (
    <section className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-gray-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  ) : null;

/**
 * The recommendation table (document 2, 2.13, 2.14): a grid of columns from the md breakpoint, a card
 * per entry on a phone (each value keeps its column's name), so the page never scrolls sideways.
 * One row at a time opens, through its 'View reasons' button.
 */
export const RecommendationRows = ({
  rows,
  columns,
  grid,
  empty,
}: {
  rows: readonly RecommendationRow[];
  /** Every column's name, Fitment Score and Contact Details last. */
  columns: readonly string[];
  /** The md grid template, one track per column. */
  grid: string;
  empty: { title: string; hint: string };
}) => {
  const { t } = useTranslation('recommendations');
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  if (!rows.length)
    return (
      <div className="rounded-xl border border-gray-200 bg-white md:border-0">
        <EmptyState Icon={SearchX} title={empty.title}>
          <p className="text-sm text-gray-600">{empty.hint}</p>
        </EmptyState>
      </div>
    );
  const scoreLabel = columns.at(-2);
  const contactLabel = columns.at(-1);
  return (
    <div>
      <div
        aria-hidden
        className={`hidden gap-3 border-b border-gray-200 px-4 py-2 text-xs font-medium tracking-wide text-gray-500 uppercase md:grid ${grid}`}
      >
        {columns.map((column) => (
          <span key={column}>{column}</span>
        ))}
      </div>
      <ul className="flex flex-col gap-3 md:gap-0 md:divide-y md:divide-gray-100">
        {rows.map((row) => {
          const expanded = open === row.id;
          const panelId = `${baseId}-${row.id}`;
          return (
            <li
              key={row.id}
              aria-label={row.name}
              className="rounded-xl border border-gray-200 bg-white md:rounded-none md:border-0"
            >
              <div className={`grid gap-3 p-4 md:items-start ${grid}`}>
                {row.cells.map((cell, i) => (
                  <div key={i} className="min-w-0 text-sm">
                    {i > 0 && <p className="text-xs text-gray-500 md:sr-only">{columns[i]}</p>}
                    {cell}
                  </div>
                ))}
                <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-start">
                  <p className="w-full text-xs text-gray-500 md:sr-only">{scoreLabel}</p>
                  <ScoreBadge score={row.score} tier={row.tier} />
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : row.id)}
                    className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    {expanded ? t('score.hideReasons') : t('score.viewReasons')}
                    <span className="sr-only">: {row.name}</span>
                    <ChevronDown
                      aria-hidden
                      className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                </div>
                <div className="min-w-0">
                  <p className="text-xs text-gray-500 md:sr-only">{contactLabel}</p>
                  <ContactIcons contact={row.contact} />
                </div>
              </div>
              {expanded && (
                <div
                  id={panelId}
                  role="region"
                  aria-label={row.name}
                  className="flex flex-col gap-4 rounded-b-xl border-t border-gray-200 bg-gray-50 p-4 md:rounded-none"
                >
                  <div className="grid gap-4 md:grid-cols-3">
                    {row.lists.map((list) => (
                      <TextList key={list.title} {...list} />
                    ))}
                  </div>
                  <section className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3">
                    <h4 className="text-sm font-semibold">{t('score.whyItFits')}</h4>
                    <ReasonList reasons={row.reasons} />
                  </section>
                  <ContactButtons contact={row.contact} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
