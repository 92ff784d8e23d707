import { addDays, addMonths, endOfMonth, weekday, type ComplianceItem } from '@sangam/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemTitle, statusTone } from './compliance-labels.ts';

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-IN', { weekday: 'narrow', timeZone: 'UTC' });
// 2026-11-23 was a Monday: the week starts on Monday, as Indian calendars print it.
const weekdays = Array.from({ length: 7 }, (_, i) => dayName.format(new Date(Date.UTC(2026, 10, 23 + i))));

/** A month's grid with a dot on every day something falls due, coloured by its state. */
export const MonthCalendar = ({ items, today }: { items: ComplianceItem[]; today: string }) => {
  const { t } = useTranslation('compliance');
  const [month, setMonth] = useState(`${today.slice(0, 7)}-01`);
  const last = endOfMonth(month);
  // Blank cells before the 1st so it sits under its weekday (Monday first).
  const lead = (weekday(month) + 6) % 7;
  const days: string[] = [];
  for (let day = month; day <= last; day = addDays(day, 1)) days.push(day);
  const dueOn = (day: string) => items.filter((item) => item.dueDate === day);
  const label = monthName.format(new Date(`${month}T00:00:00Z`));

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-gray-100"
          aria-label={t('calendar.previous')}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <p className="text-sm font-semibold" aria-live="polite">
          {label}
        </p>
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-gray-100"
          aria-label={t('calendar.next')}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <div
        role="grid"
        aria-label={t('calendar.label', { month: label })}
        className="grid grid-cols-7 gap-1 text-center text-xs"
      >
        {weekdays.map((name, i) => (
          <span key={i} aria-hidden className="font-medium text-gray-500">
            {name}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} />
        ))}
        {days.map((day) => {
          const due = dueOn(day);
          const names = due.map((item) => itemTitle(t, item)).join(', ');
          return (
            <span
              key={day}
              role="gridcell"
              title={names || undefined}
              aria-label={due.length ? `${Number(day.slice(8))}: ${names}` : undefined}
              className={`flex min-h-9 flex-col items-center justify-center rounded-md ${day === today ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-600' : ''} ${weekday(day) === 0 ? 'text-gray-400' : ''}`}
            >
              {Number(day.slice(8))}
              {due.length > 0 && (
                <span className="flex gap-0.5">
                  {due.slice(0, 3).map((item) => (
                    <span
                      key={`${item.ruleKey}/${item.period}`}
                      aria-hidden
                      className={`size-1.5 rounded-full ${statusTone[item.status].dot}`}
                    />
                  ))}
                </span>
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
};
