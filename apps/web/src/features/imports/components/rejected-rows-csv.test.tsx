import type { ImportJob } from '@sangam/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { ImportResults } from './import-results.tsx';

const saved = vi.hoisted(() => [] as { filename: string; data: unknown }[]);
vi.mock('@/lib/save-file.ts', () => ({
  saveFile: (filename: string, data: unknown) => saved.push({ filename, data }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

const job: ImportJob = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  fileId: '6f1c2d3e-0000-4000-8000-000000000002',
  status: 'completed',
  phase: 'done',
  total: 2,
  processed: 2,
  inserted: 0,
  updated: 0,
  skipped: 0,
  failed: 2,
  hasRejectedRows: true,
  errorCode: null,
  createdAt: '2026-11-23T05:00:00.000Z',
  finishedAt: '2026-11-23T05:00:02.000Z',
};

// Decision 039: the rejected rows come back as the file had them, formulas included.
const formulas = [
  '=HYPERLINK("http://evil.example","Click")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1)',
  '\t=1+1',
  '\r=1+1',
];

describe('the rejected rows download', () => {
  it('writes each cell that would run as a formula behind an apostrophe', async () => {
    stubApi({
      [`GET /api/imports/${job.id}/rejected`]: () =>
        json(200, {
          headers: ['Farmer Name', 'Phone'],
          rows: formulas.map((cell, i) => ({
            rowNumber: i + 2,
            cells: [cell, cell],
            status: 'invalid',
            issues: [{ field: 'farmerName', code: 'farmer_name_invalid' }],
            duplicateOf: null,
          })),
        }),
    });
    renderScreen(<ImportResults job={job} filename="members.csv" onStartOver={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download rejected rows (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.filename).toBe('members_rejected.csv');
    const text = String(file?.data);
    for (const cell of formulas) {
      const quoted = /[",\r\n]/.test(`'${cell}`) ? `"'${cell.replaceAll('"', '""')}"` : `'${cell}`;
      expect(text).toContain(`${quoted},${quoted},`);
    }
    // No line (a row of cells) begins with a formula character either.
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter((line) => /^[=+\-@\t]/.test(line)),
    ).toEqual([]);
  });
});
