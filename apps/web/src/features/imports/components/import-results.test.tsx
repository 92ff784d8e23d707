import type { ImportJob } from '@sangam/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { ImportResults } from './import-results.tsx';

const job: ImportJob = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  fileId: '6f1c2d3e-0000-4000-8000-000000000002',
  status: 'completed',
  phase: 'done',
  total: 8,
  processed: 8,
  inserted: 7,
  updated: 1,
  skipped: 2,
  failed: 1,
  hasRejectedRows: true,
  errorCode: null,
  createdAt: '2026-11-23T05:00:00.000Z',
  finishedAt: '2026-11-23T05:00:02.000Z',
};

const tile = (key: string) => document.querySelector(`[data-result="${key}"]`)?.textContent;

describe('the import results', () => {
  it('counts the rows left out for an empty name, as the preview did', () => {
    renderScreen(<ImportResults job={job} filename="members.xlsx" droppedRows={3} onStartOver={() => {}} />);
    expect(tile('inserted')).toBe('Added7');
    expect(tile('dropped')).toBe('No name (dropped)3');
  });

  it('shows the dropped count even when it is zero, so the numbers add up to the file', () => {
    renderScreen(<ImportResults job={job} filename="members.xlsx" droppedRows={0} onStartOver={() => {}} />);
    expect(tile('dropped')).toBe('No name (dropped)0');
  });

  it('has a link back to the file', () => {
    renderScreen(<ImportResults job={job} filename="members.xlsx" droppedRows={0} onStartOver={() => {}} />);
    expect(screen.getByRole('link', { name: 'View file details' }).getAttribute('href')).toBe(
      `/file-details/${job.fileId}`,
    );
  });
});
