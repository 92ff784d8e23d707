import { DAILY_REFRESH_CRON, formatDateTime, type CronHealth } from '@sangam/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, statusTone, type BadgeTone } from './data-refresh-badge.tsx';

/** Document 2, 4: HEALTHY and WARNING are shown as such, anything else as an error. */
const healthOf = (status: string): { key: 'HEALTHY' | 'WARNING' | 'ERROR'; tone: BadgeTone } =>
  status.startsWith('HEALTHY')
    ? { key: 'HEALTHY', tone: 'green' }
    : status.startsWith('WARNING')
      ? { key: 'WARNING', tone: 'yellow' }
      : { key: 'ERROR', tone: 'red' };

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="text-sm text-gray-600">{label}</dt>
    <dd className="font-medium break-words">{children}</dd>
  </div>
);

/** The daily job's status panel (document 2, 3: cron health). */
export const DataRefreshHealth = ({ health }: { health: CronHealth }) => {
  const { t } = useTranslation('admin');
  const { key, tone } = healthOf(health.healthStatus);
  const daily = health.schedule.trim() === DAILY_REFRESH_CRON;
  return (
    <section
      aria-labelledby="refresh-health"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="refresh-health" className="text-lg font-semibold">
          {t('dataRefresh.health.title')}
        </h2>
        <Badge tone={tone}>{t(`dataRefresh.health.statuses.${key}`)}</Badge>
      </div>
      <p className="text-sm text-gray-700">
        {t(`dataRefresh.health.reasons.${health.healthReason}`, {
          defaultValue: t('dataRefresh.health.reasons.unknown'),
        })}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Item label={t('dataRefresh.health.job')}>{health.jobName}</Item>
        <Item label={t('dataRefresh.health.schedule')}>
          {daily && <span className="block">{t('dataRefresh.health.daily')}</span>}
          <code className="text-xs font-normal text-gray-600">{health.schedule}</code>
        </Item>
        <Item label={t('dataRefresh.health.state')}>
          <Badge tone={health.isActive ? 'green' : 'red'}>
            {t(health.isActive ? 'dataRefresh.health.active' : 'dataRefresh.health.inactive')}
          </Badge>
        </Item>
        <Item label={t('dataRefresh.health.lastRun')}>
          {health.lastRunTime ? (
            <time dateTime={health.lastRunTime}>
              {t('dataRefresh.ist', { time: formatDateTime(health.lastRunTime) })}
            </time>
          ) : (
            t('dataRefresh.health.never')
          )}
        </Item>
        <Item label={t('dataRefresh.health.lastResult')}>
          {health.lastRunStatus ? (
            <Badge tone={statusTone(health.lastRunStatus)}>
              {t(`dataRefresh.health.results.${health.lastRunStatus}`)}
            </Badge>
          ) : (
            '—'
          )}
        </Item>
        <Item label={t('dataRefresh.health.nextRun')}>
          <time dateTime={health.nextRunEstimate}>
            {t('dataRefresh.ist', { time: formatDateTime(health.nextRunEstimate) })}
          </time>
        </Item>
      </dl>
    </section>
  );
};
