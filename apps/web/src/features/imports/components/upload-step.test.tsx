import { spreadsheetLimitFields } from '@sangam/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import imports from '@/locales/en/imports.json';
import { renderScreen } from '@/test/render-screen.tsx';
import { UploadStep } from './upload-step.tsx';

/** The server's answer to an upload that reached one of the spreadsheet limits. */
const refuse = (field: string) =>
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(
        JSON.stringify({ error: { code: 'file_too_complex', issues: [{ field, code: 'limit_exceeded' }] } }),
        {
          status: 422,
          headers: { 'content-type': 'application/json' },
        },
      ),
  );

const choose = (name: string) =>
  fireEvent.change(screen.getByTestId('file-input'), {
    target: { files: [new File(['Farmer Name\nRamesh\n'], name)] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('the upload step', () => {
  it.each([
    ['rows', 'more than 2,00,000 rows'],
    ['columns', 'more than 200 columns'],
    ['uncompressed_size', 'over 150 MB'],
    ['time', 'over 60 seconds'],
    ['memory', 'more memory to read than Sangam allows'],
  ])('says which limit a refused file reached: %s', async (field, text) => {
    refuse(field);
    renderScreen(<UploadStep onUploaded={() => {}} onProfileIncomplete={() => {}} />);
    choose('members.xlsx');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('says files cannot be stored right now when the file store is down, not that the file is bad', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'storage_unavailable' } }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderScreen(<UploadStep onUploaded={() => {}} onProfileIncomplete={() => {}} />);
    choose('members.csv');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Files cannot be stored or opened right now. Please try again in a few minutes.',
    );
  });

  it('has a message for every limit the server can name', () => {
    expect(Object.keys(imports.errors.tooComplex).sort()).toEqual([...spreadsheetLimitFields].sort());
  });
});
