import { Worker } from 'node:worker_threads';
import type {
  ClassifiedRow,
  ColumnMapping,
  ImportCounts,
  SheetSummary,
  SpreadsheetKind,
} from '@sangam/domain';
import type { ExistingFarmers } from './existing-farmers.ts';
import type { SheetText } from './spreadsheet-reader.ts';

export type SpreadsheetTask = { bytes: ArrayBuffer; kind: SpreadsheetKind } & (
  | { task: 'inspect' }
  | { task: 'sheet'; sheet?: string }
  | {
      task: 'check';
      sheet: string;
      mapping: ColumnMapping;
      existing: ExistingFarmers;
      updateExisting: boolean;
    }
);

export type SpreadsheetTaskResult =
  | { ok: true; task: 'inspect'; sheets: SheetSummary[] }
  | { ok: true; task: 'sheet'; sheet: SheetText; sheetNames: string[] }
  /** `cells` by spreadsheet row number: the first rows and every row that is not ready. */
  | {
      ok: true;
      task: 'check';
      headers: string[];
      cells: Record<number, string[]>;
      classified: ClassifiedRow[];
      counts: ImportCounts;
    }
  | { ok: false; code: 'file_unreadable' | 'file_empty' | 'file_type_invalid' | 'mapping_incomplete' };

type ResultOf<T extends SpreadsheetTask['task']> =
  Extract<SpreadsheetTaskResult, { task: T }> | Extract<SpreadsheetTaskResult, { ok: false }>;

const workerFile = new URL('./spreadsheet-worker.ts', import.meta.url);
// The worker is TypeScript too: it loads through tsx unless this process already does.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
  ? process.execArgv
  : [...process.execArgv, '--import', 'tsx'];

/** Runs one parse or check in a fresh worker thread; the bytes are moved, not copied. */
export const runSpreadsheetTask = <T extends SpreadsheetTask>(task: T): Promise<ResultOf<T['task']>> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: task, transferList: [task.bytes], execArgv });
    worker.once('message', (result: ResultOf<T['task']>) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`spreadsheet worker exited with ${code}`)));
  });

/** A Buffer's bytes as a standalone ArrayBuffer that can be handed to a worker. */
export const toArrayBuffer = (data: Buffer): ArrayBuffer =>
  data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
