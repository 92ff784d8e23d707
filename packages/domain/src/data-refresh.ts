import { z } from 'zod';

/**
 * The daily refresh of every FPO's recommendations (document 2, 2.9 and 7; decision D3): its runs,
 * their per-page logs and the health of its schedule, as /admin/data-refresh shows them.
 */

/** Midnight in India (18:30 UTC), as pg-boss reads it: a cron expression in India's time. */
export const DAILY_REFRESH_CRON = '0 0 * * *';
/** A scheduled run older than this means a night was missed (a day plus an hour of slack). */
export const REFRESH_OVERDUE_HOURS = 25;
export const REFRESH_SUMMARIES_SHOWN = 10;
export const REFRESH_LOGS_SHOWN = 50;

export const refreshTriggers = ['schedule', 'manual'] as const;
export const refreshRunStatuses = ['running', 'success', 'partial', 'failure'] as const;
export type RefreshRunStatus = (typeof refreshRunStatuses)[number];
export const refreshPages = ['finance', 'schemes'] as const;
export type RefreshPage = (typeof refreshPages)[number];
export const refreshLogStatuses = ['success', 'partial', 'failure'] as const;
export const healthStatuses = ['HEALTHY', 'WARNING', 'ERROR'] as const;
export type HealthStatus = (typeof healthStatuses)[number];

export const refreshRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(refreshTriggers),
  status: z.enum(refreshRunStatuses),
  /** The admin who started a manual run. */
  triggeredBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  totalFpos: z.number().int(),
  financeSuccess: z.number().int(),
  financeFailure: z.number().int(),
  schemesSuccess: z.number().int(),
  schemesFailure: z.number().int(),
  durationMs: z.number().int().nullable(),
  adminEmailSent: z.boolean(),
});
export type RefreshRun = z.infer<typeof refreshRunSchema>;

export const refreshLogSchema = z.object({
  id: z.string(),
  runId: z.string(),
  createdAt: z.string(),
  pageName: z.enum(refreshPages),
  status: z.enum(refreshLogStatuses),
  recordsProcessed: z.number().int(),
  durationMs: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type RefreshLog = z.infer<typeof refreshLogSchema>;

export const cronHealthSchema = z.object({
  jobName: z.string(),
  schedule: z.string(),
  isActive: z.boolean(),
  lastRunTime: z.string().nullable(),
  lastRunStatus: z.enum(['succeeded', 'failed']).nullable(),
  nextRunEstimate: z.string(),
  healthStatus: z.enum(healthStatuses),
  /** Why the status is what it is, a code the web app words. */
  healthReason: z.string(),
});
export type CronHealth = z.infer<typeof cronHealthSchema>;

export const dataRefreshStatusSchema = z.object({
  health: cronHealthSchema,
  /** A run in progress, if any: the page polls until it ends. */
  running: z.nullable(refreshRunSchema),
  summaries: z.array(refreshRunSchema),
  logs: z.array(refreshLogSchema),
});
export type DataRefreshStatus = z.infer<typeof dataRefreshStatusSchema>;

export const dataRefreshStartedSchema = z.object({ run: refreshRunSchema });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** India is UTC+5:30 all year. */
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

/** The next midnight in India after `now` (the next 18:30 UTC). */
export const nextDailyRefresh = (now: Date): Date => {
  const indiaNow = now.getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(indiaNow / DAY_MS + 1) * DAY_MS - INDIA_OFFSET_MS);
};

/**
 * The schedule's health (document 2, 3: HEALTHY, WARNING, anything else an error): an error when
 * the schedule is missing or the last scheduled run failed; a warning when none has run yet, the
 * last is overdue, or it left some FPOs uncomputed; healthy otherwise.
 */
export const refreshHealth = ({
  scheduleActive,
  lastRun,
  now,
}: {
  scheduleActive: boolean;
  lastRun: { status: RefreshRunStatus; startedAt: Date } | null;
  now: Date;
}): { status: HealthStatus; reason: string } => {
  if (!scheduleActive) return { status: 'ERROR', reason: 'not_scheduled' };
  if (!lastRun) return { status: 'WARNING', reason: 'never_run' };
  if (lastRun.status === 'failure') return { status: 'ERROR', reason: 'last_run_failed' };
  if (now.getTime() - lastRun.startedAt.getTime() > REFRESH_OVERDUE_HOURS * HOUR_MS)
    return { status: 'WARNING', reason: 'overdue' };
  if (lastRun.status === 'partial') return { status: 'WARNING', reason: 'last_run_partial' };
  if (lastRun.status === 'running') return { status: 'HEALTHY', reason: 'running' };
  return { status: 'HEALTHY', reason: 'on_time' };
};

/** A run's or a page's status from its successes and failures (document 2, 3: success, failure, partial). */
export const outcomeOf = (success: number, failure: number): 'success' | 'partial' | 'failure' =>
  failure === 0 ? 'success' : success === 0 ? 'failure' : 'partial';

/** Document 2, 2.9: durations as minutes and seconds, "0:07", "12:05". */
export const formatDuration = (ms: number): string => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
