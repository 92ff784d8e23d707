import { type ComplianceCalendar, type ComplianceItem } from '@sangam/domain';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompliance } from '../api/compliance-api.ts';
import { ComplianceItemRow } from './compliance-item-row.tsx';
import { MarkDoneDialog } from './mark-done-dialog.tsx';

/** A long group shows this many until asked for all: the Save button stays near the fields. */
const SHOWN = 5;

const groups = [
  { key: 'overdue', has: (item: ComplianceItem) => item.status === 'overdue' },
  { key: 'soon', has: (item: ComplianceItem) => item.status === 'due_soon' },
  { key: 'later', has: (item: ComplianceItem) => item.status === 'upcoming' },
  {
    key: 'closed',
    has: (item: ComplianceItem) => item.status === 'done' || item.status === 'not_applicable',
  },
] as const;

/** The whole calendar as a list: overdue first, then the next 15 days, later, and what is closed. */
export const ComplianceList = ({ calendar }: { calendar: ComplianceCalendar }) => {
  const { t } = useTranslation('compliance');
  const [marking, setMarking] = useState<ComplianceItem | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  if (!calendar.items.length)
    return (
      <EmptyState
        Icon={CalendarCheck}
        title={calendar.incorporationDate ? t('empty.nothing') : t('empty.noDate')}
      />
    );

  return (
    <div className="flex flex-col gap-5">
      {groups.map(({ key, has }) => {
        const all = calendar.items.filter(has);
        if (!all.length) return null;
        // Overdue and due-soon items are always all shown; what is later, or closed, folds.
        const folds = (key === 'later' || key === 'closed') && all.length > SHOWN && !expanded.has(key);
        // Closed items: the most recent first.
        const ordered = key === 'closed' ? [...all].reverse() : all;
        const items = folds ? ordered.slice(0, SHOWN) : ordered;
        return (
          <section key={key} aria-labelledby={`compliance-${key}`} className="flex flex-col gap-2">
            <h3 id={`compliance-${key}`} className="font-semibold">
              {t(`groups.${key}`)} <span className="font-normal text-gray-500">({all.length})</span>
            </h3>
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <ComplianceItemRow
                  key={`${item.ruleKey}/${item.period}`}
                  item={item}
                  today={calendar.today}
                  onMarkDone={setMarking}
                />
              ))}
            </ul>
            {folds && (
              <button
                type="button"
                className="self-start text-sm font-medium text-brand-700 underline"
                onClick={() => setExpanded(new Set([...expanded, key]))}
              >
                {t('showAll', { count: all.length })}
              </button>
            )}
          </section>
        );
      })}
      {marking && <MarkDoneDialog item={marking} today={calendar.today} onClose={() => setMarking(null)} />}
    </div>
  );
};

/** The list as the Settings tab shows it, loading its own data. */
export const ComplianceSection = () => {
  const { t } = useTranslation('compliance');
  const calendar = useCompliance();
  if (calendar.isPending) return <Spinner />;
  if (calendar.isError) return <p className="text-sm text-gray-600">{t('loadFailed')}</p>;
  return <ComplianceList calendar={calendar.data} />;
};
