import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  spreadsheetLimits,
  type ClassifiedRow,
  type ColumnMapping,
  type ImportCounts,
  type SpreadsheetKind,
  type SpreadsheetLimitField,
} from '@sangam/domain';
import type { ExistingFarmers } from './existing-farmers.ts';
import type { ParsedSheet } from './parsed-sheets.ts';
import type { ReadLimits } from './spreadsheet-reader.ts';

export type SpreadsheetTask =
  /** Reads the uploaded bytes once into the stored copy (parsed-sheets.ts). */
  | { task: 'parse'; bytes: ArrayBuffer; kind: SpreadsheetKind; limits?: ReadLimits }
  /** One sheet of the stored copy as CSV (`toCsv`), built off the event loop. */
  | { task: 'export'; parsed: ArrayBuffer; sheet?: string }
  /** Rows written as a one-sheet XLSX (workbook.ts), off the event loop. */
  | { task: 'workbook'; sheet: string; rows: unknown[][] }
  /** Checks one sheet of the stored copy, as an import would. */
  | {
      task: 'check';
      parsed: ArrayBuffer;
      sheet: string;
      mapping: ColumnMapping;
      existing: ExistingFarmers;
      updateExisting: boolean;
    };

export type SpreadsheetTaskFailure =
  | { ok: false; code: 'file_unreadable' | 'file_empty' | 'file_type_invalid' | 'mapping_incomplete' }
  | { ok: false; code: 'file_too_complex'; limit: SpreadsheetLimitField };

export type SpreadsheetTaskResult =
  | { ok: true; task: 'parse'; sheets: ParsedSheet[]; parsed: ArrayBuffer }
  /** `csv: null` when the file has no sheet of that name. */
  | { ok: true; task: 'export'; csv: ArrayBuffer | null }
  | { ok: true; task: 'workbook'; xlsx: ArrayBuffer }
  /** `cells` by spreadsheet row number: the first rows and every row that is not ready. */
  | {
      ok: true;
      task: 'check';
      headers: string[];
      cells: Record<number, string[]>;
      classified: ClassifiedRow[];
      counts: ImportCounts;
    }
  | SpreadsheetTaskFailure;

type ResultOf<T extends SpreadsheetTask['task']> =
  Extract<SpreadsheetTaskResult, { task: T }> | SpreadsheetTaskFailure;

/** How long and how much heap one task may take before it is stopped and refused. */
export type TaskBudget = { timeoutMs: number; heapMb: number };

/**
 * The old generation of the reader's heap. Reading the 12 MB XLSX of 100,000 farmers (37 MB of
 * XML) peaks at about 200 MB and fails below 128 MB; the limit leaves room for files up to the
 * uncompressed cap while keeping one upload from taking the machine.
 */
export const defaultBudget: TaskBudget = { timeoutMs: spreadsheetLimits.seconds * 1000, heapMb: 768 };

// Built, the reader is spreadsheet-worker.js beside the bundle (scripts/build-server.ts); from
// source it is TypeScript and loads through tsx unless this process already does.
const compiled = import.meta.url.endsWith('.js');
const workerFile = fileURLToPath(
  new URL(compiled ? './spreadsheet-worker.js' : './spreadsheet-worker.ts', import.meta.url),
);
const execArgv =
  compiled || process.execArgv.some((arg) => arg.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'];

/**
 * The reader's scheduling priority (nice 10): it yields the CPU to the server's requests and, on
 * the same machine, the database. On a 2-core server a preview or upload parsing a few thousand rows
 * otherwise took a core from the reads answered meanwhile (bench/README.md, load; decision 042); on
 * an idle machine it runs as fast as before.
 */
export const READER_NICENESS = 10;

export const lowerPriority = (pid: number | undefined) => {
  try {
    if (pid) os.setPriority(pid, READER_NICENESS);
  } catch {
    // Not allowed here (some containers): the reader runs at the server's priority.
  }
};

/** How V8 ends a process whose heap ran out: abort, exit code 134. */
const outOfMemory = (code: number | null, signal: NodeJS.Signals | null) =>
  code === 134 || signal === 'SIGABRT';

/**
 * Runs one parse or check in a fresh child process with a heap limit and a deadline. A process, not
 * a worker thread: when a thread ends, V8 and the C allocator keep the pages it used (reading the
 * 12 MB XLSX left the server 300 MB bigger for good), while a process gives every page back. A
 * reader out of memory or out of time is killed and answers as a refusal; any other crash rejects.
 */
export const runSpreadsheetTask = <T extends SpreadsheetTask>(
  task: T,
  budget: TaskBudget = defaultBudget,
): Promise<ResultOf<T['task']>> =>
  new Promise((resolve, reject) => {
    const child = fork(workerFile, [], {
      execArgv: [...execArgv, `--max-old-space-size=${budget.heapMb}`],
      serialization: 'advanced',
      // V8's own report of a heap running out would only repeat the refusal below.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    lowerPriority(child.pid);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      if (child.exitCode === null) child.kill('SIGKILL');
    };
    const refuse = (limit: SpreadsheetLimitField) =>
      settle(() => resolve({ ok: false, code: 'file_too_complex', limit }));
    const timer = setTimeout(() => refuse('time'), budget.timeoutMs);
    child.once('message', (result: ResultOf<T['task']>) => settle(() => resolve(result)));
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (code, signal) =>
      outOfMemory(code, signal)
        ? refuse('memory')
        : settle(() =>
            reject(new Error(`spreadsheet reader exited with ${code ?? signal} before answering`)),
          ),
    );
    child.send(task);
  });

/** A Buffer's bytes as a standalone ArrayBuffer that can be handed to a worker. */
export const toArrayBuffer = (data: Buffer): ArrayBuffer =>
  data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
