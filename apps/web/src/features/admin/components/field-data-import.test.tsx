import type { FieldDataImportResult } from '@sangam/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi } from '@/test/stub-api.ts';
import { FieldDataImport } from './field-data-import.tsx';

const csv = 'fpo,Crop\nhosur@fpo.example,Maize\n';
const imported: FieldDataImportResult = {
  kind: 'business',
  imported: 1250,
  replaced: 7,
  fpos: [
    { fpoId: 'f1', fpoName: 'Hosur Farmers Producer Company', imported: 1200, replaced: 7 },
    { fpoId: 'f2', fpoName: 'Kolar Growers', imported: 50, replaced: 0 },
  ],
};

const choose = (name: string, text = csv) =>
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });

const renderImport = (answer: () => Response = () => json(200, imported)) => {
  const calls = stubApi({ 'POST /api/admin/field-data': answer });
  renderScreen(<FieldDataImport />);
  return { calls, user: userEvent.setup() };
};

const importChosen = async (user: ReturnType<typeof userEvent.setup>, name = 'survey.csv') => {
  choose(name);
  await screen.findByText(`${name} (1 KB)`);
  await user.click(screen.getByRole('button', { name: 'Import' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('the field data import', () => {
  it('says it replaces the named FPOs’ rows, and lists the columns of the kind chosen', async () => {
    const { user } = renderImport();
    expect(screen.getByText(/its earlier rows of this kind are replaced/)).toBeTruthy();
    expect(screen.getByText('fpo / fpo_id / fpo_email')).toBeTruthy();
    expect(
      screen.getByText('potentialBusinessOpportunity / potential_opportunity / opportunity'),
    ).toBeTruthy();
    const template = screen.getByRole('link', { name: 'Download a template' });
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain(
      'fpo,Crop,estimated_area,FarmersAffected,Disease/Issue,suggestedagriinput,potentialBusinessOpportunity',
    );
    await user.click(screen.getByRole('radio', { name: /Farmer intelligence/ }));
    expect(screen.getByText('Contact / phone / phone_number / mobile')).toBeTruthy();
    expect(screen.getByText('Est. Spend (INR) / est_spend / estimated_spend')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends the chosen kind and the file as text, and shows what was imported for each FPO', async () => {
    const { calls, user } = renderImport();
    await user.click(screen.getByRole('radio', { name: /Farmer intelligence/ }));
    await importChosen(user);
    expect(await screen.findByText('Field data imported')).toBeTruthy();
    expect(screen.getByText('Rows imported: 1,250 · Earlier rows replaced: 7')).toBeTruthy();
    expect(screen.getByText('Hosur Farmers Producer Company: 1,200 imported, 7 replaced')).toBeTruthy();
    expect(screen.getByText('Kolar Growers: 50 imported, 0 replaced')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/admin/field-data', body: { kind: 'farmer', csv } }]);
  });

  it("lists a refused file's row problems under their columns", async () => {
    const rows = Array.from({ length: 19 }, (_, i) => ({ field: `rows.${i + 5}.crop`, code: 'required' }));
    const { user } = renderImport(() =>
      refusal(400, 'validation_failed', [
        { field: 'csv', code: 'rows_invalid' },
        { field: 'rows.2.estimatedArea', code: 'negative' },
        { field: 'rows.3', code: 'extra_cells' },
        { field: 'rows.4.fpo', code: 'fpo_unknown' },
        ...rows.slice(0, 17),
      ]),
    );
    await importChosen(user);
    expect(await screen.findByText('The file was not imported')).toBeTruthy();
    expect(screen.getByText('Nothing was changed. Fix these rows and import the file again.')).toBeTruthy();
    expect(screen.getByText('Row 2, estimated_area: below zero')).toBeTruthy();
    expect(
      screen.getByText('Row 3: more cells than the header; put text with commas in double quotes (")'),
    ).toBeTruthy();
    expect(screen.getByText('Row 4, fpo: no FPO has this id or owner email')).toBeTruthy();
    expect(screen.getByText('Row 5, Crop: missing')).toBeTruthy();
    expect(screen.getByText('Only the first 20 problems are listed.')).toBeTruthy();
  });

  it.each([
    [
      [
        { field: 'csv', code: 'columns_missing' },
        { field: 'columns.fpo', code: 'missing' },
        { field: 'columns.crop', code: 'missing' },
      ],
      'These columns are missing: fpo, Crop',
    ],
    [[{ field: 'csv', code: 'no_rows' }], 'The file has no rows under its header.'],
    [
      [{ field: 'csv', code: 'too_many_rows' }],
      'The file has more than 20,000 rows. Split it into smaller files.',
    ],
  ])('words a refused file: %j', async (issues, message) => {
    const { user } = renderImport(() => refusal(400, 'validation_failed', issues));
    await importChosen(user);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says so when the admin may not import', async () => {
    const { user } = renderImport(() => refusal(403, 'forbidden'));
    await importChosen(user);
    expect(await screen.findByText('You do not have permission to import field data.')).toBeTruthy();
  });

  it('refuses a file that is not CSV, or is empty, before sending anything', async () => {
    const { calls } = renderImport();
    choose('survey.xlsx');
    expect(await screen.findByText('Choose a .csv file.')).toBeTruthy();
    choose('empty.csv', '\uFEFF \n');
    expect(await screen.findByText('The file is empty.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true),
    );
    expect(calls).toEqual([]);
  });
});
