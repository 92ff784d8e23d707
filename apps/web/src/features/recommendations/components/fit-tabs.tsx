import { useRef, type KeyboardEvent } from 'react';
import { fitFilters, type FitFilter } from '../fit-filters.ts';

/**
 * The fitment tabs with their counts (document 2, 2.13, 2.14). Two to a row on a phone; the arrow
 * keys move between them, as in any tab list.
 */
export const FitTabs = ({
  label,
  names,
  counts,
  value,
  onChange,
  panelId,
}: {
  label: string;
  names: Record<FitFilter, string>;
  counts: Record<FitFilter, number>;
  value: FitFilter;
  onChange: (filter: FitFilter) => void;
  panelId: string;
}) => {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? fitFilters.length - 1
          : step === undefined
            ? null
            : (index + step + fitFilters.length) % fitFilters.length;
    if (to === null) return;
    event.preventDefault();
    onChange(fitFilters[to] as FitFilter);
    tabs.current[to]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid grid-cols-2 gap-1 rounded-lg border border-gray-200 bg-white p-1 sm:flex sm:flex-wrap sm:self-start"
    >
      {fitFilters.map((filter, index) => (
        <button
          key={filter}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${panelId}-${filter}`}
          aria-selected={value === filter}
          aria-controls={panelId}
          tabIndex={value === filter ? 0 : -1}
          onClick={() => onChange(filter)}
          onKeyDown={(event) => move(event, index)}
          className="group inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-selected:bg-brand-700 aria-selected:text-white"
        >
          <span>{names[filter]}</span>{' '}
          <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-700 group-aria-selected:bg-white/20 group-aria-selected:text-white">
            {counts[filter]}
          </span>
        </button>
      ))}
    </div>
  );
};
