import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { READER_NICENESS, runSpreadsheetTask, toArrayBuffer } from './spreadsheet-task.ts';

/** This process's children that run the spreadsheet reader, from /proc. */
const readerProcesses = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid &&
          fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('spreadsheet-worker')
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);

describe.skipIf(!fs.existsSync('/proc/self/stat'))('the spreadsheet reader process', () => {
  it('runs below the server’s priority, so requests get the CPU first, and still reads the file', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `Farmer ${i},${9000000000 + i},2,Male,Hosur`);
    const csv = Buffer.from(['Farmer Name,Phone,Acres,Gender,Village', ...rows].join('\r\n'));
    const task = runSpreadsheetTask({ task: 'parse', bytes: toArrayBuffer(csv), kind: 'csv' });
    const priorities: number[] = [];
    let done = false;
    void task.finally(() => (done = true));
    while (!done && !priorities.length) {
      for (const pid of readerProcesses()) {
        try {
          priorities.push(os.getPriority(pid));
        } catch {
          // ended meanwhile
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await task).toMatchObject({ ok: true, task: 'parse' });
    expect(priorities.length).toBeGreaterThan(0);
    expect(priorities.every((p) => p === READER_NICENESS)).toBe(true);
    expect(READER_NICENESS).toBeGreaterThan(os.getPriority());
  });
});
