import { formatDate, openItems } from '@sangam/domain';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompliance } from '../api/compliance-api.ts';
import { itemPeriod, itemTitle, statusTone } from './compliance-labels.ts';
import { MonthCalendar } from './month-calendar.tsx';

const NEXT_ITEMS = 4;

/** The dashboard's side panel: this month's due dates and the next few open items. */
export const CompliancePanel = () => {
  const { t } = useTranslation('compliance');
  const calendar = useCompliance();
  const data = calendar.data;
  const next = data ? openItems(data.items).slice(0, NEXT_ITEMS) : [];

  return (
    <section
      aria-labelledby="compliance-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id="compliance-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden className="size-5 text-brand-700" />
        {t('title')}
      </h2>
      {calendar.isPending && <Spinner />}
      {calendar.isError && <p className="text-sm text-gray-600">{t('loadFailed')}</p>}
      {data && !data.incorporationDate && (
        <div className="flex flex-col gap-2 text-sm text-gray-700">
          <p>{t('empty.noDate')}</p>
          <Link to="/settings?tab=compliance" className="font-medium text-brand-700 underline">
            {t('empty.addDate')}
          </Link>
        </div>
      )}
      {data?.incorporationDate && (
        <>
          <MonthCalendar items={data.items} today={data.today} />
          <h3 className="text-sm font-semibold">{t('nextUp')}</h3>
          {next.length ? (
            <ul className="flex flex-col gap-2">
              {next.map((item) => (
                <li key={`${item.ruleKey}/${item.period}`} className="flex items-start gap-2 text-sm">
                  <span
                    aria-hidden
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${statusTone[item.status].dot}`}
                  />
                  <span className="min-w-0">
                    <span className="font-medium">{itemTitle(t, item)}</span>
                    {itemPeriod(item) && <span className="text-gray-600"> · {itemPeriod(item)}</span>}
                    <span className="block text-gray-600">
                      {t(`status.${item.status}`)} · {t('due', { date: formatDate(item.dueDate) })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">{t('empty.allDone')}</p>
          )}
          <Link to="/settings?tab=compliance" className="text-sm font-medium text-brand-700 underline">
            {t('openCalendar')}
          </Link>
        </>
      )}
    </section>
  );
};
