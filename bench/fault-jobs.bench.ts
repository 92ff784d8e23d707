import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { complianceCalendar, remindersDue, todayInIndia } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { fullMapping } from '../apps/server/src/test/spreadsheets.ts';
import {
  apiClient,
  figureMismatches,
  Host,
  newOperator,
  OWNER_EMAIL,
  rows,
  seededRandom,
  sleep,
  startWhatsappEdge,
  storeFactory,
  waitForOrphanBackends,
  type ApiClient,
  type Store,
  type StoreKind,
} from './fault-jobs-support.ts';
import { memberCsv } from './import-fixtures.ts';

/**
 * kill -9 of the production server during each kind of job (issue 21), on PGlite and PostgreSQL 15:
 * the spreadsheet import, a WhatsApp bulk send (to a Cloud API stand-in), the daily refresh and the
 * compliance reminders. Each is started as an operator starts it, killed early, in the middle and
 * late (by its own progress, plus a seeded random delay inside the next stretch of the job), and the
 * server started again on the same data. Then: the job's records settle (none left running), nothing
 * of it is half committed, and running it again as the operator would reaches the right end state.
 * Last, a PGlite folder killed repeatedly under farmer writes opens every time with every
 * acknowledged write in it. See bench/README.md (fault-jobs) and decision 044.
 *
 * Knobs: BENCH_DATABASES (pglite,postgres), BENCH_JOBS (import,bulk-send,daily-refresh,
 * compliance-reminders,pglite-kill), BENCH_REPEATS (kills per point, 1), BENCH_SEED (21),
 * BENCH_IMPORT_ROWS (40000), BENCH_RECIPIENTS (300), BENCH_SEND_RATE (40/s),
 * BENCH_WHATSAPP_DELAY_MS (30), BENCH_REFRESH_FPOS (2000), BENCH_REMINDER_FPOS (600),
 * BENCH_PGLITE_KILLS (20).
 */
const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as StoreKind[];
const JOBS = (env.BENCH_JOBS ?? 'import,bulk-send,daily-refresh,compliance-reminders,pglite-kill').split(',');
const REPEATS = Number(env.BENCH_REPEATS ?? 1);
const SEED = Number(env.BENCH_SEED ?? 21);
const IMPORT_ROWS = Number(env.BENCH_IMPORT_ROWS ?? 40_000);
const RECIPIENTS = Number(env.BENCH_RECIPIENTS ?? 300);
const SEND_RATE = Number(env.BENCH_SEND_RATE ?? 40);
const WHATSAPP_DELAY_MS = Number(env.BENCH_WHATSAPP_DELAY_MS ?? 30);
const REFRESH_FPOS = Number(env.BENCH_REFRESH_FPOS ?? 2000);
const REMINDER_FPOS = Number(env.BENCH_REMINDER_FPOS ?? 600);
const PGLITE_KILLS = Number(env.BENCH_PGLITE_KILLS ?? 20);
/** A job that has not settled this long after the restart counts as stuck. */
const SETTLE_TIMEOUT_MS = 90_000;
const POINTS = [
  { name: 'early', at: 0.1 },
  { name: 'middle', at: 0.5 },
  { name: 'late', at: 0.85 },
] as const;

const random = seededRandom(SEED);
const failures: string[] = [];
const fail = (where: string, message: string) => {
  failures.push(`${where}: ${message}`);
  console.log(`  FAIL ${where}: ${message}`);
};

type Progress = { fraction: number; done: boolean };
type Run = Record<string, unknown> & { id: string };
type Ctx = { host: Host; store: Store; admin: ApiClient; adminFpoId: string; where: string };
type Outcome = { failures: string[]; details: Record<string, unknown> };

type Scenario = {
  name: string;
  /** SQL seeding before the server first starts (volume). */
  seed?: (database: Database) => Promise<void>;
  /** Set-up through the API, server up. */
  setup?: (ctx: Ctx) => Promise<void>;
  /** Before each run, with the database (on PGlite the server is stopped then). */
  beforeRun?: (ctx: Ctx, database: Database) => Promise<void>;
  /** Starts the job as an operator does. */
  start: (ctx: Ctx) => Promise<Run>;
  progress: (ctx: Ctx, run: Run) => Promise<Progress>;
  /** PostgreSQL only: the data right after the kill, before any server starts again. */
  afterKill?: (ctx: Ctx, database: Database, run: Run) => Promise<Outcome>;
  /** The job's records no longer claim to be under way (or it went on by itself). */
  settled: (ctx: Ctx, run: Run) => Promise<boolean>;
  /** After settling: what the operator sees, then the job run again as they would, to its end. */
  again: (ctx: Ctx, run: Run) => Promise<Outcome>;
  /** The end state, with the database (on PGlite the server is stopped then). */
  check: (ctx: Ctx, database: Database, run: Run, killed: boolean) => Promise<Outcome>;
};

const poll = async <T>(
  read: () => Promise<T>,
  until: (value: T) => boolean,
  timeoutMs: number,
  everyMs = 50,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await sleep(everyMs);
  }
};

/** The database of a store; on PGlite the server must let go of the folder first. */
const withDatabase = async <T>(ctx: Ctx, work: (database: Database) => Promise<T>) => {
  if (ctx.store.kind === 'pglite') await ctx.host.stop();
  return ctx.store.withDb(work);
};

// ---------------------------------------------------------------------------------------------
// The import: a CSV of IMPORT_ROWS farmers into a new FPO. Kill points follow its phases: the
// rows being written to the staging table (early, middle), the one transaction that moves them
// into the register (late).

const importScenario = (): Scenario => {
  const csv = memberCsv(IMPORT_ROWS);
  let operators = 0;
  type ImportJob = {
    status: string;
    phase: string;
    processed: number;
    total: number;
    inserted: number;
    skipped: number;
    errorCode: string | null;
  };
  const job = async (api: ApiClient, id: string) =>
    (await api.get(`/api/imports/${id}`)).json as unknown as ImportJob;
  const stats = async (api: ApiClient) =>
    (await api.get('/api/farmers/stats')).json as unknown as { totalFarmers: number };
  const runImport = async (api: ApiClient, fileId: string, sheet: string) => {
    const started = await api.post(`/api/uploads/${fileId}/import`, {
      sheet,
      mapping: fullMapping,
      updateExisting: false,
    });
    if (started.status !== 202)
      throw new Error(`import refused: ${started.status} ${JSON.stringify(started.json)}`);
    return started.json.id as string;
  };
  return {
    name: 'import',
    beforeRun: async (_ctx, database) => {
      // Each run signs up a new operator; the sign-up limits are not what this measures.
      await database.db.execute(sql`delete from rate_limits`);
    },
    start: async (ctx) => {
      const { cookie, fpoId } = await newOperator(ctx.host, `import${++operators}@example.org`);
      const api = apiClient(ctx.host, cookie);
      const uploaded = await api.upload('members.csv', csv);
      if (uploaded.status !== 201) throw new Error(`upload refused: ${uploaded.status}`);
      const sheet = uploaded.json.sheets[0]?.name ?? 'CSV';
      const id = await runImport(api, uploaded.json.id, sheet);
      return { id, cookie, fpoId, fileId: uploaded.json.id, sheet };
    },
    progress: async (ctx, run) => {
      const j = await job(apiClient(ctx.host, run.cookie as string), run.id);
      if (j.status !== 'running') return { fraction: 1, done: true };
      if (j.phase === 'committing') return { fraction: 0.95, done: false };
      if (j.phase !== 'writing' || !j.total) return { fraction: 0, done: false };
      return { fraction: 0.05 + (0.85 * j.processed) / j.total, done: false };
    },
    afterKill: async (_ctx, database, run) => {
      const [farmers] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from farmers where fpo_id = ${run.fpoId as string}`,
      );
      const n = farmers?.n ?? -1;
      const out: string[] = [];
      if (n !== 0 && n !== IMPORT_ROWS) out.push(`half an import committed: ${n} of ${IMPORT_ROWS} farmers`);
      const mismatched = await figureMismatches(database);
      if (mismatched) out.push(`${mismatched} FPOs' kept figures differ from their farmers`);
      return { failures: out, details: { farmersAfterKill: n } };
    },
    settled: async (ctx, run) =>
      (await job(apiClient(ctx.host, run.cookie as string), run.id)).status !== 'running',
    again: async (ctx, run) => {
      const api = apiClient(ctx.host, run.cookie as string);
      const out: string[] = [];
      const first = await job(api, run.id);
      const kept = (await stats(api)).totalFarmers;
      const fresh = (await ctx.admin.get(`/api/admin/whatsapp/fpos/${run.fpoId as string}/audience`))
        .json as unknown as {
        fpo: { farmers: number };
      };
      const expected = first.status === 'completed' ? IMPORT_ROWS : 0;
      if (kept !== expected || fresh.fpo.farmers !== expected)
        out.push(
          `import ${first.status}: the FPO shows ${kept} farmers (counted: ${fresh.fpo.farmers}), expected ${expected}`,
        );
      const upload = (await api.get(`/api/uploads/${run.fileId as string}/details`)).json as unknown as {
        file: { analysisStatus: string };
      };
      if (upload.file.analysisStatus === 'processing') out.push('the file still says processing');
      // The operator imports the file again (a completed one only skips its rows).
      const started = performance.now();
      const second = await runImport(api, run.fileId as string, run.sheet as string);
      const end = await poll(
        () => job(api, second),
        (j) => j.status !== 'running',
        600_000,
        200,
      );
      if (end.status !== 'completed') out.push(`the import run again ended ${end.status} (${end.errorCode})`);
      if (end.inserted + end.skipped !== IMPORT_ROWS)
        out.push(`run again: ${end.inserted} inserted + ${end.skipped} skipped is not ${IMPORT_ROWS}`);
      return {
        failures: out,
        details: {
          endedAs: first.status,
          errorCode: first.errorCode,
          farmersBeforeAgain: kept,
          againInserted: end.inserted,
          againSkipped: end.skipped,
          againMs: Math.round(performance.now() - started),
        },
      };
    },
    check: async (_ctx, database, run) => {
      const out: string[] = [];
      const [farmers] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from farmers where fpo_id = ${run.fpoId as string}`,
      );
      if (farmers?.n !== IMPORT_ROWS) out.push(`${farmers?.n} farmers at the end, expected ${IMPORT_ROWS}`);
      const mismatched = await figureMismatches(database);
      if (mismatched) out.push(`${mismatched} FPOs' kept figures differ from their farmers`);
      const [left] = await rows<{ running: number; staging: number; tables: number }>(
        database,
        sql`select (select count(*)::int from import_jobs where status = 'running') as running,
          (select count(*)::int from farmer_import_rows) as staging,
          (select count(*)::int from pg_class where relname like 'import_rows_%') as tables`,
      );
      if (left?.running) out.push(`${left.running} imports still running`);
      if (left?.staging || left?.tables)
        out.push(`staging left: ${left?.staging} rows, ${left?.tables} tables`);
      return { failures: out, details: {} };
    },
  };
};

// ---------------------------------------------------------------------------------------------
// A WhatsApp bulk send of one template to RECIPIENTS farmers, paced at SEND_RATE a second, to the
// Cloud API stand-in. The design (decision 026): every recipient's row is claimed before it is
// handed over and settled after, so a recipient is handed over at most once; the one being handed
// over when the process died is failed as `interrupted` and uncertain, never sent again.

const bulkSendScenario = (edge: Awaited<ReturnType<typeof startWhatsappEdge>>): Scenario => {
  type Send = { id: string; status: string; total: number; counts: Record<string, number> };
  const read = async (ctx: Ctx, id: string) =>
    (await ctx.admin.get(`/api/admin/whatsapp/bulk-sends/${id}`)).json as unknown as Send;
  const waiting = (send: Send) => (send.counts.queued ?? 0) + (send.counts.sending ?? 0);
  return {
    name: 'bulk-send',
    setup: async (ctx) => {
      // The admin's own FPO gets the farmers, through an import as an operator adds them.
      const uploaded = await ctx.admin.upload('members.csv', memberCsv(RECIPIENTS));
      const started = await ctx.admin.post(`/api/uploads/${uploaded.json.id}/import`, {
        sheet: uploaded.json.sheets[0]?.name ?? 'CSV',
        mapping: fullMapping,
        updateExisting: false,
      });
      await poll(
        () => ctx.admin.get(`/api/imports/${started.json.id as string}`),
        (r) => r.json.status !== 'running',
        120_000,
      );
      const synced = await ctx.admin.post('/api/admin/whatsapp/templates/sync');
      if (synced.status !== 200) throw new Error(`template sync: ${synced.status}`);
    },
    start: async (ctx) => {
      const created = await ctx.admin.post('/api/admin/whatsapp/bulk-sends', {
        fpoId: ctx.adminFpoId,
        audience: { kind: 'all' },
        template: 'meeting_reminder',
        fallbackLanguage: 'en',
        category: 'training',
        parameters: [{ kind: 'farmer_name' }, { kind: 'fpo_name' }, { kind: 'text', value: '12 June' }],
      });
      if (created.status !== 201)
        throw new Error(`bulk send refused: ${created.status} ${JSON.stringify(created.json)}`);
      return { id: created.json.id as string };
    },
    progress: async (ctx, run) => {
      const send = await read(ctx, run.id);
      return {
        fraction: (send.total - waiting(send)) / send.total,
        done: !['queued', 'running'].includes(send.status),
      };
    },
    afterKill: async (_ctx, database, run) => {
      const [state] = await rows<{ sending: number }>(
        database,
        sql`select count(*) filter (where status = 'sending')::int as sending from whatsapp_messages where bulk_send_id = ${run.id}`,
      );
      const out: string[] = [];
      if ((state?.sending ?? 0) > 1) out.push(`${state?.sending} recipients being handed over at once`);
      return { failures: out, details: { sendingAtKill: state?.sending ?? 0 } };
    },
    settled: async (ctx, run) => {
      // Nobody left half handed over, and the send going on (or ended) by itself.
      const send = await read(ctx, run.id);
      if ((send.counts.sending ?? 0) > 0 && send.status === 'running') {
        run.lastWaiting = waiting(send);
        return false;
      }
      if (send.status !== 'running') return true;
      const before = run.lastWaiting as number | undefined;
      run.lastWaiting = waiting(send);
      return before !== undefined && waiting(send) < before;
    },
    again: async (ctx, run) => {
      const out: string[] = [];
      // Nothing for the operator to do unless the send stopped: then they resume it.
      let send = await read(ctx, run.id);
      let resumed = false;
      if (send.status === 'stopped') {
        resumed = true;
        await ctx.admin.post(`/api/admin/whatsapp/bulk-sends/${run.id}/resume`);
      }
      const timeout = (waiting(send) / SEND_RATE) * 1000 + 60_000;
      send = await poll(
        () => read(ctx, run.id),
        (s) => !['queued', 'running'].includes(s.status),
        timeout,
        200,
      );
      if (send.status !== 'finished') out.push(`the send ended ${send.status}, not finished`);
      return { failures: out, details: { resumedByOperator: resumed, endedAs: send.status } };
    },
    check: async (_ctx, database, run, killed) => {
      const out: string[] = [];
      const messages = await rows<{
        id: string;
        phone: string;
        status: string;
        error_reason: string | null;
        uncertain: boolean;
      }>(
        database,
        sql`select id, phone, status, error_reason, uncertain from whatsapp_messages where bulk_send_id = ${run.id}`,
      );
      const handed = new Map<string, number>();
      for (const h of edge.handovers) handed.set(h.reference, (handed.get(h.reference) ?? 0) + 1);
      const phones = new Map<string, number>();
      for (const h of edge.handovers)
        if (messages.some((m) => m.id === h.reference)) phones.set(h.to, (phones.get(h.to) ?? 0) + 1);
      let twice = 0;
      let acceptedNotHanded = 0;
      let uncertainDelivered = 0;
      let uncertainNotDelivered = 0;
      let waitingLeft = 0;
      let otherFailures = 0;
      for (const m of messages) {
        const n = handed.get(m.id) ?? 0;
        if (n > 1) twice += 1;
        if (m.status === 'queued' || m.status === 'sending') waitingLeft += 1;
        else if (m.status === 'accepted' && n !== 1) acceptedNotHanded += 1;
        else if (m.status === 'failed' && m.error_reason === 'interrupted' && m.uncertain) {
          if (n) uncertainDelivered += 1;
          else uncertainNotDelivered += 1;
        } else if (m.status === 'failed') otherFailures += 1;
      }
      const samePhoneTwice = [...phones.values()].filter((n) => n > 1).length;
      // The pace: hand-overs of this send in any one second, against WHATSAPP_SEND_RATE.
      const ids = new Set(messages.map((m) => m.id));
      const times = edge.handovers.filter((h) => ids.has(h.reference)).map((h) => h.at);
      let fastest = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while (times[i]! - times[j]! >= 1000) j += 1;
        fastest = Math.max(fastest, i - j + 1);
      }
      if (fastest > SEND_RATE * 1.25 + 1)
        out.push(
          `${fastest} hand-overs in one second, paced at ${SEND_RATE}: more than one worker on the send`,
        );
      const [queued] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from pgboss.job where name = 'whatsapp-bulk-send' and data->>'bulkSendId' = ${run.id}`,
      );
      if (twice) out.push(`${twice} recipients handed over twice`);
      if (samePhoneTwice) out.push(`${samePhoneTwice} numbers got the send twice`);
      if (acceptedNotHanded)
        out.push(`${acceptedNotHanded} rows say accepted but were not handed over exactly once`);
      if (waitingLeft) out.push(`${waitingLeft} recipients still waiting`);
      if (otherFailures) out.push(`${otherFailures} recipients failed for another reason`);
      const uncertain = uncertainDelivered + uncertainNotDelivered;
      // One process died, so at most one recipient can be in doubt.
      if (uncertain > (killed ? 1 : 0)) out.push(`${uncertain} recipients left uncertain by one kill`);
      return {
        failures: out,
        details: {
          recipients: messages.length,
          uncertainDelivered,
          uncertainNotDelivered,
          jobsQueued: queued?.n,
          mostHandoversInOneSecond: fastest,
        },
      };
    },
  };
};

// ---------------------------------------------------------------------------------------------
// The daily refresh of REFRESH_FPOS FPOs' recommendations, started by the admin (Refresh Now).

/**
 * Runs whose page logs and outcome disagree: the logs are written with the outcome, in one
 * transaction, so a run has both logs once it succeeded (or partly did) and none while it runs.
 */
const halfSummaries = async (database: Database) => {
  const [row] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from (select r.id from refresh_runs r left join refresh_logs l on l.run_id = r.id
          group by r.id, r.finished_at, r.status
          having count(l.id) not in (0, 2) or (r.finished_at is null and count(l.id) <> 0)
            or (r.status in ('success', 'partial') and count(l.id) <> 2)) x`,
  );
  return row?.n ?? 0;
};

const dailyRefreshScenario = (): Scenario => {
  type Status = {
    running: { id: string; totalFpos: number } | null;
    summaries: {
      id: string;
      status: string;
      totalFpos: number;
      financeSuccess: number;
      schemesSuccess: number;
    }[];
  };
  const status = async (ctx: Ctx) =>
    (await ctx.admin.get('/api/admin/data-refresh')).json as unknown as Status;
  let fpoCount = 0;
  return {
    name: 'daily-refresh',
    seed: async (database) => {
      await database.db.execute(sql`
        insert into fpos (name, phone, gst_number, fssai_number, pan_file)
        select 'Refresh FPO ' || g, '9845012345', case when g % 2 = 0 then '29ABCDE1234F1Z5' end,
          case when g % 3 = 0 then '11223344556677' end, case when g % 4 = 0 then 'pan.pdf' end
        from generate_series(1, ${REFRESH_FPOS}) as g`);
      await database.db.execute(sql`
        insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, source)
        select f.id, 'Farmer ' || g, '+91' || (9000000000 + g)::text, round((0.5 + (g % 97) / 10.0)::numeric, 2),
          case when g % 2 = 0 then 'Male' else 'Female' end, 'Village ' || (g % 5), 'Block', 'District',
          'Karnataka', '560001', 'upload'
        from fpos f, generate_series(1, 20) as g`);
      await database.db.execute(sql`
        insert into fpo_farmer_stats (fpo_id, farmers, acres, male, female, male_acres, female_acres)
        select fpo_id, count(*), sum(acres), count(*) filter (where gender = 'Male'), count(*) filter (where gender = 'Female'),
          coalesce(sum(acres) filter (where gender = 'Male'), 0), coalesce(sum(acres) filter (where gender = 'Female'), 0)
        from farmers group by fpo_id`);
      await database.db.execute(sql`
        insert into fpo_farmer_hours (fpo_id, hour, farmers, acres, male, female, male_acres, female_acres)
        select fpo_id, date_trunc('hour', created_at, 'UTC'), count(*), sum(acres), count(*) filter (where gender = 'Male'),
          count(*) filter (where gender = 'Female'), coalesce(sum(acres) filter (where gender = 'Male'), 0),
          coalesce(sum(acres) filter (where gender = 'Female'), 0)
        from farmers group by 1, 2`);
    },
    start: async (ctx) => {
      fpoCount = REFRESH_FPOS + 1;
      const started = await ctx.admin.post('/api/admin/data-refresh');
      if (started.status !== 202)
        throw new Error(`refresh refused: ${started.status} ${JSON.stringify(started.json)}`);
      return { id: (started.json.run as { id: string }).id };
    },
    progress: async (ctx, run) => {
      const s = await status(ctx);
      if (s.running?.id !== run.id) return { fraction: 1, done: true };
      return { fraction: s.running.totalFpos / fpoCount, done: false };
    },
    afterKill: async (_ctx, database) => {
      const out: string[] = [];
      // A run's page logs are written with its outcome, in one transaction: both or none.
      const half = await halfSummaries(database);
      if (half) out.push(`${half} runs with half their summary`);
      return { failures: out, details: {} };
    },
    settled: async (ctx) => (await status(ctx)).running === null,
    again: async (ctx, run) => {
      const out: string[] = [];
      const before = (await status(ctx)).summaries.find((s) => s.id === run.id);
      const started = performance.now();
      const again = await ctx.admin.post('/api/admin/data-refresh');
      if (again.status !== 202) {
        out.push(`Refresh Now refused after the restart: ${again.status} ${JSON.stringify(again.json)}`);
        return { failures: out, details: { endedAs: before?.status } };
      }
      const id = (again.json.run as { id: string }).id;
      const end = await poll(
        () => status(ctx),
        (s) => s.running === null,
        600_000,
        200,
      );
      const summary = end.summaries.find((s) => s.id === id);
      if (
        summary?.status !== 'success' ||
        summary.financeSuccess !== fpoCount ||
        summary.schemesSuccess !== fpoCount
      )
        out.push(`run again: ${JSON.stringify(summary)}`);
      return {
        failures: out,
        details: { endedAs: before?.status, againId: id, againMs: Math.round(performance.now() - started) },
      };
    },
    check: async (_ctx, database, run) => {
      const out: string[] = [];
      const [runs] = await rows<{ unfinished: number }>(
        database,
        sql`select count(*)::int as unfinished from refresh_runs where finished_at is null`,
      );
      if (runs?.unfinished) out.push(`${runs.unfinished} runs unfinished`);
      const half = await halfSummaries(database);
      if (half) out.push(`${half} runs with half their summary`);
      const [killedRun] = await rows<{ status: string }>(
        database,
        sql`select status from refresh_runs where id = ${run.id}`,
      );
      // Every FPO's two cache rows written by the last run, and fresh.
      const [cache] = await rows<{ stale: number; missing: number }>(
        database,
        sql`with last as (select started_at from refresh_runs order by started_at desc limit 1)
          select (select count(*)::int from cached_recommendations where is_stale) as stale,
            (select count(*)::int from fpos p cross join (values ('loans'), ('schemes')) k(kind)
              where not exists (select 1 from cached_recommendations c, last
                where c.fpo_id = p.id and c.kind = k.kind and c.calculated_at >= last.started_at)) as missing`,
      );
      if (cache?.stale || cache?.missing)
        out.push(`cache: ${cache?.stale} stale, ${cache?.missing} not refreshed`);
      return { failures: out, details: { killedRunStatus: killedRun?.status } };
    },
  };
};

// ---------------------------------------------------------------------------------------------
// The compliance reminders of REMINDER_FPOS FPOs, one verified owner each: one e-mail per FPO with
// everything due in the next 15 days. The job runs by itself at 09:00; the bench queues one firing
// of it through pg-boss's tables, as the schedule does, and counts the mails in the outbox folder.

const reminderOwner = /-(owner\d+@reminders\.example)\.eml$/;

const remindersScenario = (): Scenario => {
  const mailsByOwner = (store: Store) => {
    const folder = path.join(store.dataDir, 'mail');
    const counts = new Map<string, number>();
    for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      const owner = file.match(reminderOwner)?.[1];
      if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
    return counts;
  };
  let firing = '';
  const fire = async (database: Database) => {
    const [job] = await rows<{ id: string }>(
      database,
      sql`
      insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_seconds, deletion_seconds,
        keep_until, heartbeat_seconds, dead_letter)
      select name, '{}'::jsonb, retry_limit, retry_delay, retry_backoff, expire_seconds, deletion_seconds,
        now() + retention_seconds * interval '1s', heartbeat_seconds, dead_letter
      from pgboss.queue where name = 'compliance-reminders'
      returning id`,
    );
    firing = job?.id ?? '';
  };
  /**
   * FPOs whose reminders are claimed: confirmed (sent_at set) without a mail in the outbox is the
   * fault; pending (sent_at empty) is a claim whose mail may not have gone, given back after a kill.
   */
  const claims = async (store: Store, database: Database) => {
    const claimed = await rows<{ email: string; confirmed: boolean }>(
      database,
      sql`select u.email, bool_and(r.sent_at is not null) as confirmed from compliance_reminders r
          join fpo_members m on m.fpo_id = r.fpo_id join "user" u on u.id = m.user_id group by u.email`,
    );
    const mails = mailsByOwner(store);
    return {
      claimed: claimed.length,
      pending: claimed.filter((c) => !c.confirmed).length,
      confirmedNotMailed: claimed.filter((c) => c.confirmed && !mails.has(c.email)).length,
    };
  };
  /** PostgreSQL: no run of the reminders waiting or going on (a run queued again included). */
  const idle = async (store: Store) => {
    if (store.kind === 'pglite') return;
    await poll(
      () =>
        store.withDb((database) =>
          rows<{ n: number }>(
            database,
            sql`select count(*)::int as n from pgboss.job
                where name in ('compliance-reminders', 'compliance-reminders.interrupted') and state < 'completed'`,
          ),
        ),
      ([row]) => !row?.n,
      60_000,
      200,
    );
  };
  /** Waits until every FPO is mailed, or no mail has come for `quietMs`. */
  const waitForMails = async (store: Store, quietMs: number) => {
    let last = -1;
    let since = Date.now();
    for (;;) {
      const mailed = mailsByOwner(store).size;
      if (mailed >= REMINDER_FPOS) return mailed;
      if (mailed !== last) {
        last = mailed;
        since = Date.now();
      } else if (Date.now() - since > quietMs) return mailed;
      await sleep(200);
    }
  };
  return {
    name: 'compliance-reminders',
    seed: async (database) => {
      const fpo = {
        incorporationDate: '2019-06-01',
        gstFiling: 'monthly' as const,
        gstin: '29ABCDE1234F1Z5',
      };
      const today = todayInIndia();
      if (!remindersDue(complianceCalendar(fpo, [], today), new Set(), today).length)
        throw new Error(`no compliance reminder is due on ${today} for the seeded FPOs: change their dates`);
      await database.db.execute(sql`
        insert into fpos (name, phone, incorporation_date, gst_number, gst_filing)
        select 'Reminder FPO ' || g, '9845012345', ${fpo.incorporationDate}, ${fpo.gstin}, 'monthly'
        from generate_series(1, ${REMINDER_FPOS}) as g`);
      await database.db.execute(sql`
        insert into "user" (id, name, email, email_verified)
        select 'reminder-owner-' || g, 'Owner ' || g, 'owner' || g || '@reminders.example', true
        from generate_series(1, ${REMINDER_FPOS}) as g`);
      await database.db.execute(sql`
        insert into fpo_members (fpo_id, user_id, role)
        select f.id, 'reminder-owner-' || substring(f.name from 14), 'owner' from fpos f where f.name like 'Reminder FPO %'`);
    },
    beforeRun: async (ctx, database) => {
      await idle(ctx.store);
      await database.db.execute(sql`delete from compliance_reminders`);
      const folder = path.join(ctx.store.dataDir, 'mail');
      for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : [])
        if (reminderOwner.test(file)) fs.rmSync(path.join(folder, file));
      await fire(database);
    },
    start: async () => ({ id: firing }),
    progress: async (ctx) => {
      const mailed = mailsByOwner(ctx.store).size;
      return { fraction: mailed / REMINDER_FPOS, done: mailed >= REMINDER_FPOS };
    },
    afterKill: async (ctx, database) => {
      const { confirmedNotMailed, pending, claimed } = await claims(ctx.store, database);
      return {
        failures: confirmedNotMailed
          ? [`${confirmedNotMailed} FPOs' reminders recorded as sent at the kill, never mailed`]
          : [],
        details: { claimedAtKill: claimed, pendingAtKill: pending },
      };
    },
    settled: async (ctx, run) => {
      if (ctx.store.kind === 'pglite') return true; // settled during start-up, before the server listens
      return ctx.store.withDb(async (database) => {
        const [job] = await rows<{ state: string }>(
          database,
          sql`select state::text from pgboss.job where name = 'compliance-reminders' and id = ${run.id}`,
        );
        return job?.state !== 'active';
      });
    },
    again: async (ctx) => {
      // Whatever goes on by itself first; then the next firing of the schedule, as tomorrow's would.
      const before = await waitForMails(ctx.store, 5000);
      const started = performance.now();
      await withDatabase(ctx, fire);
      await ctx.host.start();
      const after = await waitForMails(ctx.store, 8000);
      await idle(ctx.store);
      return {
        failures: [],
        details: {
          mailedBeforeNextFiring: before,
          mailedAfter: after,
          againMs: Math.round(performance.now() - started),
        },
      };
    },
    check: async (ctx, database, _run, killed) => {
      const out: string[] = [];
      const mails = mailsByOwner(ctx.store);
      const { confirmedNotMailed, pending } = await claims(ctx.store, database);
      const notMailed = REMINDER_FPOS - mails.size;
      const twice = [...mails.values()].filter((n) => n > 1).length;
      if (confirmedNotMailed)
        out.push(`${confirmedNotMailed} FPOs' reminders recorded as sent, never mailed`);
      if (pending) out.push(`${pending} FPOs' reminders claimed, never confirmed nor given back`);
      if (notMailed) out.push(`${notMailed} FPOs got no reminder`);
      if (twice > (killed ? 1 : 0)) out.push(`${twice} FPOs got their reminder twice`);
      return { failures: out, details: { mailed: mails.size, twice } };
    },
  };
};

// ---------------------------------------------------------------------------------------------

type TrialRecord = {
  database: string;
  job: string;
  point: string;
  repeat?: number;
  progressAtKill?: number;
  killDelayMs?: number;
  endedBeforeKill?: boolean;
  restartMs?: number;
  settleMs?: number;
  killToSettledMs?: number;
  ok: boolean;
  failures: string[];
  details: Record<string, unknown>;
};
const trials: TrialRecord[] = [];

/** One uninterrupted run: checks the end state and times each stretch between the kill points. */
const baseline = async (scenario: Scenario, ctx: Ctx) => {
  if (scenario.beforeRun) await withDatabase(ctx, (database) => scenario.beforeRun!(ctx, database));
  await ctx.host.start();
  const run = await scenario.start(ctx);
  const began = performance.now();
  const crossed: (number | undefined)[] = POINTS.map(() => undefined);
  // Does the server answer while the job runs? /api/health every 100 ms, its slowest answer kept.
  const health: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t = performance.now();
      await fetch(`${ctx.host.url}/api/health`).catch(() => null);
      health.push(performance.now() - t);
      await sleep(100);
    }
  })();
  for (;;) {
    const progress = await scenario.progress(ctx, run);
    const now = performance.now() - began;
    POINTS.forEach((point, i) => {
      if (crossed[i] === undefined && progress.fraction >= point.at) crossed[i] = now;
    });
    if (progress.done) break;
    await sleep(25);
  }
  const total = performance.now() - began;
  probing = false;
  await probe;
  // How long after each point the job still runs, up to the next point: the kill delay is drawn in it.
  const windows = POINTS.map((_, i) => {
    const from = crossed[i] ?? total;
    const to = crossed[i + 1] ?? total;
    return Math.max(0, to - from);
  });
  const outcome = await withDatabase(ctx, (database) => scenario.check(ctx, database, run, false));
  const where = `${ctx.store.label} ${scenario.name} baseline`;
  for (const f of outcome.failures) fail(where, f);
  trials.push({
    database: ctx.store.label,
    job: scenario.name,
    point: 'none (baseline)',
    ok: outcome.failures.length === 0,
    failures: outcome.failures,
    details: {
      ...outcome.details,
      jobMs: Math.round(total),
      windowsMs: windows.map(Math.round),
      healthDuringJobMs: {
        p50: Math.round([...health].sort((a, b) => a - b)[Math.floor(health.length / 2)] ?? 0),
        max: Math.round(Math.max(0, ...health)),
      },
    },
  });
  console.log(
    `  ${where}: ${Math.round(total)} ms, /api/health meanwhile at most ${Math.round(Math.max(0, ...health))} ms, ${outcome.failures.length ? 'FAILED' : 'ok'}`,
  );
  return windows;
};

const trial = async (scenario: Scenario, ctx: Ctx, pointIndex: number, repeat: number, windows: number[]) => {
  const point = POINTS[pointIndex]!;
  const where = `${ctx.store.label} ${scenario.name} ${point.name}#${repeat + 1}`;
  const record: TrialRecord = {
    database: ctx.store.label,
    job: scenario.name,
    point: point.name,
    repeat: repeat + 1,
    ok: false,
    failures: [],
    details: {},
  };
  const out = (outcome: Outcome) => {
    record.failures.push(...outcome.failures);
    Object.assign(record.details, outcome.details);
  };
  if (scenario.beforeRun) await withDatabase(ctx, (database) => scenario.beforeRun!(ctx, database));
  await ctx.host.start();
  const run = await scenario.start(ctx);
  const began = performance.now();
  const reached = await poll(
    () => scenario.progress(ctx, run),
    (p) => p.done || p.fraction >= point.at,
    600_000,
    20,
  );
  // A seeded delay inside the stretch that follows (as timed in the baseline), so the kill lands
  // anywhere in it rather than on the moment progress is reported.
  const delay = Math.round(random() * 0.6 * (windows[pointIndex] ?? 0));
  await sleep(delay);
  await ctx.host.kill();
  record.progressAtKill = Math.round(reached.fraction * 1000) / 1000;
  record.killDelayMs = Math.round(performance.now() - began);
  record.details.delayAfterPointMs = delay;
  record.endedBeforeKill = reached.done;
  const killedAt = performance.now();
  if (ctx.store.kind === 'postgres' && scenario.afterKill) {
    const outcome = await ctx.store.withDb(async (database) => {
      await waitForOrphanBackends(database);
      return scenario.afterKill!(ctx, database, run);
    });
    out(outcome);
  }
  record.restartMs = await ctx.host.start();
  const restarted = performance.now();
  const settled = await poll(() => scenario.settled(ctx, run), Boolean, SETTLE_TIMEOUT_MS, 100);
  record.settleMs = Math.round(performance.now() - restarted);
  record.killToSettledMs = Math.round(performance.now() - killedAt);
  if (!settled) record.failures.push(`not settled ${SETTLE_TIMEOUT_MS / 1000} s after the restart: stuck`);
  out(await scenario.again(ctx, run));
  out(await withDatabase(ctx, (database) => scenario.check(ctx, database, run, true)));
  record.ok = record.failures.length === 0;
  for (const f of record.failures) fail(where, f);
  trials.push(record);
  console.log(
    `  ${where}: killed at ${record.progressAtKill} (${record.killDelayMs} ms)${record.endedBeforeKill ? ' after it ended' : ''}, ` +
      `restart ${record.restartMs} ms, settled ${record.settleMs} ms, ${record.ok ? 'ok' : 'FAILED'} ${JSON.stringify(record.details)}`,
  );
};

const runScenario = async (
  kind: StoreKind,
  stores: Awaited<ReturnType<typeof storeFactory>>,
  scenario: Scenario,
  serverEnv: Record<string, string> = {},
) => {
  const store = await stores.make();
  const host = new Host(store, serverEnv);
  try {
    if (scenario.seed) await store.withDb(scenario.seed);
    await host.start();
    const admin = await newOperator(host, OWNER_EMAIL);
    const ctx: Ctx = {
      host,
      store,
      admin: apiClient(host, admin.cookie),
      adminFpoId: admin.fpoId,
      where: `${store.label} ${scenario.name}`,
    };
    // The admin's client follows the server to whatever port it is started on.
    await scenario.setup?.(ctx);
    const windows = await baseline(scenario, ctx);
    for (let i = 0; i < POINTS.length; i++)
      for (let r = 0; r < REPEATS; r++) await trial(scenario, ctx, i, r, windows);
  } catch (error) {
    fail(
      `${store.label} ${scenario.name}`,
      `the bench could not go on: ${(error as Error).stack ?? String(error)}`,
    );
  } finally {
    await host.stop();
    await store.dispose();
  }
  void kind;
};

// ---------------------------------------------------------------------------------------------
// PGlite after SIGKILL: farmer adds in flight, kill -9, start again; every acknowledged add is there.

const pgliteKills = async (stores: Awaited<ReturnType<typeof storeFactory>>) => {
  const store = await stores.make();
  const host = new Host(store);
  const where = 'PGlite kill -9 under writes';
  const acknowledged: { id: string; phone: string }[] = [];
  const rounds: Record<string, unknown>[] = [];
  let phone = 6_000_000_000;
  try {
    await host.start();
    const { cookie } = await newOperator(host, OWNER_EMAIL);
    for (let k = 0; k < PGLITE_KILLS; k++) {
      const api = apiClient(host, cookie);
      const round: Record<string, unknown> = { round: k + 1 };
      if (k > 0) {
        round.restartMs = await host.start();
        const health = (await fetch(`${host.url}/api/health`).then((r) => r.json())) as {
          status: string;
          database: { status: string };
        };
        if (health.status !== 'ok' || health.database.status !== 'up')
          fail(where, `round ${k + 1}: /api/health says ${JSON.stringify(health)}`);
        // Everything acknowledged before the last kill answers.
        const previous = rounds.at(-1)?.acknowledgedIds as string[];
        let missing = 0;
        for (let i = 0; i < previous.length; i += 8)
          await Promise.all(
            previous.slice(i, i + 8).map(async (id) => {
              if ((await api.get(`/api/farmers/${id}`)).status !== 200) missing += 1;
            }),
          );
        round.missingAfterRestart = missing;
        if (missing) fail(where, `round ${k + 1}: ${missing} acknowledged farmers missing after the restart`);
        delete rounds.at(-1)!.acknowledgedIds;
      }
      const mine: string[] = [];
      let inFlightErrors = 0;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const number = String(phone++);
          try {
            const added = await api.post('/api/farmers', {
              farmerName: `Kill Test ${number.slice(-6)}`,
              phoneNumber: number,
              acres: '1.5',
              gender: Number(number) % 2 ? 'Female' : 'Male',
              village: 'Hosur',
              block: 'Hosur',
              district: 'Krishnagiri',
              state: 'Tamil Nadu',
              pincode: '635109',
            });
            if (added.status === 201) {
              const id = added.json.id as string;
              mine.push(id);
              acknowledged.push({ id, phone: number });
            } else if (!stop)
              fail(where, `round ${k + 1}: an add answered ${added.status} ${JSON.stringify(added.json)}`);
          } catch {
            inFlightErrors += 1;
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      const delay = Math.round(300 + random() * 1700);
      await sleep(delay);
      // No new adds from here; those already sent are in flight when the process dies.
      stop = true;
      await host.kill();
      await Promise.all(writers);
      Object.assign(round, {
        killAfterMs: delay,
        acknowledged: mine.length,
        lostInFlight: inFlightErrors,
        acknowledgedIds: mine,
      });
      rounds.push(round);
      console.log(
        `  ${where}: round ${k + 1}, ${mine.length} adds acknowledged, killed after ${delay} ms${round.restartMs ? `, restarted in ${round.restartMs} ms` : ''}`,
      );
    }
    const restartMs = await host.start();
    const api = apiClient(host, cookie);
    const lastIds = rounds.at(-1)?.acknowledgedIds as string[];
    delete rounds.at(-1)!.acknowledgedIds;
    let missing = 0;
    for (const id of lastIds) if ((await api.get(`/api/farmers/${id}`)).status !== 200) missing += 1;
    if (missing) fail(where, `after the last kill: ${missing} acknowledged farmers missing`);
    rounds.push({ round: 'final start', restartMs, missingAfterRestart: missing });
    await host.stop();
    const summary = await store.withDb(async (database) => {
      const ids = acknowledged.map((a) => a.id);
      const [present] = await rows<{ n: number; all: number }>(
        database,
        sql`select count(*) filter (where id = any(${`{${ids.join(',')}}`}::uuid[]))::int as n, count(*)::int as "all" from farmers`,
      );
      // The register read through its indexes agrees with a plain scan of the table.
      await database.db.execute(sql`set enable_seqscan = off`);
      const [indexed] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from farmers where fpo_id = any(select id from fpos) and phone_number > ''`,
      );
      await database.db.execute(sql`set enable_seqscan = on`);
      await database.db.execute(sql`set enable_indexscan = off`);
      await database.db.execute(sql`set enable_bitmapscan = off`);
      const [scanned] = await rows<{ n: number }>(database, sql`select count(*)::int as n from farmers`);
      return {
        present: present?.n ?? 0,
        farmers: present?.all ?? 0,
        figureMismatches: await figureMismatches(database),
        indexAgreesWithTable: indexed?.n === scanned?.n,
      };
    });
    if (summary.present !== acknowledged.length)
      fail(
        where,
        `${acknowledged.length - summary.present} of ${acknowledged.length} acknowledged farmers missing`,
      );
    if (summary.figureMismatches)
      fail(where, `kept figures differ from the farmers in ${summary.figureMismatches} FPOs`);
    if (!summary.indexAgreesWithTable)
      fail(where, 'the farmers read through an index differ from a scan of the table');
    const restarts = rounds.map((r) => r.restartMs as number).filter((ms) => ms !== undefined);
    const result = {
      kills: PGLITE_KILLS,
      acknowledged: acknowledged.length,
      present: summary.present,
      committedNotAcknowledged: summary.farmers - summary.present,
      figureMismatches: summary.figureMismatches,
      indexAgreesWithTable: summary.indexAgreesWithTable,
      restartMs: {
        median: [...restarts].sort((a, b) => a - b)[Math.floor(restarts.length / 2)],
        max: Math.max(...restarts),
      },
      rounds,
    };
    console.log(`  ${where}: ${JSON.stringify({ ...result, rounds: undefined })}`);
    return result;
  } catch (error) {
    fail(where, `the bench could not go on: ${(error as Error).stack ?? String(error)}`);
    return null;
  } finally {
    await host.stop();
    await store.dispose();
  }
};

// ---------------------------------------------------------------------------------------------

const began = new Date();
const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const edge = JOBS.includes('bulk-send') ? await startWhatsappEdge(WHATSAPP_DELAY_MS) : null;
let pgliteKill: Awaited<ReturnType<typeof pgliteKills>> = null;
try {
  for (const kind of DATABASES) {
    console.log(`\n${kind}`);
    const stores = await storeFactory(kind);
    try {
      if (JOBS.includes('import')) await runScenario(kind, stores, importScenario());
      if (JOBS.includes('bulk-send') && edge)
        await runScenario(kind, stores, bulkSendScenario(edge), {
          ...edge.env,
          WHATSAPP_SEND_RATE: String(SEND_RATE),
        });
      if (JOBS.includes('daily-refresh')) await runScenario(kind, stores, dailyRefreshScenario());
      if (JOBS.includes('compliance-reminders')) await runScenario(kind, stores, remindersScenario());
      if (kind === 'pglite' && JOBS.includes('pglite-kill')) pgliteKill = await pgliteKills(stores);
    } finally {
      stores.dispose();
    }
  }
} finally {
  await edge?.close();
}

const loadAfter = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.table(
  trials.map((t) => ({
    database: t.database,
    job: t.job,
    point: t.point,
    'progress at kill': t.progressAtKill,
    'restart ms': t.restartMs,
    'settle ms': t.settleMs,
    ok: t.ok,
  })),
);
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'fault-jobs.json'),
  `${JSON.stringify(
    {
      date: began.toISOString(),
      commit,
      loadAverage: { before: loadBefore, after: loadAfter },
      settings: {
        databases: DATABASES,
        jobs: JOBS,
        repeats: REPEATS,
        seed: SEED,
        importRows: IMPORT_ROWS,
        recipients: RECIPIENTS,
        sendRate: SEND_RATE,
        whatsappDelayMs: WHATSAPP_DELAY_MS,
        refreshFpos: REFRESH_FPOS,
        reminderFpos: REMINDER_FPOS,
        pgliteKills: PGLITE_KILLS,
      },
      trials,
      pgliteKill,
      failures,
    },
    null,
    2,
  )}\n`,
);
if (failures.length) {
  console.error(`\n${failures.length} requirement(s) not met:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery kill settled, nothing half committed, every job ran again to its end state.');
