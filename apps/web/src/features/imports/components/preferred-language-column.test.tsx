import type { ColumnMapping, ImportPreview, UploadedFile } from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { MappingStep } from './mapping-step.tsx';
import { PreviewStep } from './preview-step.tsx';

const nine: ColumnMapping = {
  farmerName: 0,
  phoneNumber: 1,
  acres: 2,
  gender: 3,
  village: 4,
  block: 5,
  district: 6,
  state: 7,
  pincode: 8,
  preferredLanguage: null,
};
const headers = [
  'Farmer Name',
  'Phone',
  'Acres',
  'Gender',
  'Village',
  'Block',
  'District',
  'State',
  'Pincode',
];
const cells = ['Ramesh', '9845012345', '2', 'M', 'Hosur', 'Hosur', 'Krishnagiri', 'Tamil Nadu', '635109'];

const fileWith = (sheetHeaders: string[], mapping: ColumnMapping): UploadedFile => ({
  id: '6f1c2d3e-0000-4000-8000-000000000002',
  filename: 'members.csv',
  fileSize: 200,
  fileType: 'csv',
  analysisStatus: 'pending',
  createdAt: '2026-11-23T05:00:00.000Z',
  sheets: [
    {
      name: 'CSV',
      rowCount: 2,
      columnCount: sheetHeaders.length,
      headers: sheetHeaders,
      sample: [],
      suggestedMapping: mapping,
    },
  ],
});

const noop = () => {};

describe('the optional preferred language column of an import (issue 18)', () => {
  it("may be left out: the FPO's language applies, and the rows can still be checked", () => {
    renderScreen(
      <MappingStep
        file={fileWith(headers, nine)}
        sheet="CSV"
        mapping={nine}
        onSheet={noop}
        onMapping={noop}
        onBack={noop}
        onNext={noop}
      />,
    );
    const picker = screen.getByLabelText<HTMLSelectElement>('Preferred language');
    expect(picker.selectedOptions[0]?.textContent).toBe("Not in this file: your FPO's language");
    expect(picker.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(/All 9 fields must be matched/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Check the rows' })).toHaveProperty('disabled', false);
  });

  it('shows the column in the preview, and why a language it cannot read stops the row', () => {
    const mapping = { ...nine, preferredLanguage: 9 };
    const preview: ImportPreview = {
      counts: {
        ready: 1,
        update: 0,
        duplicateExisting: 0,
        duplicateInFile: 0,
        invalid: 1,
        dropped: 0,
        placeFilled: 0,
        placeMismatched: 0,
      },
      totalRows: 2,
      rows: [
        {
          rowNumber: 2,
          status: 'ready',
          cells: [...cells, 'ಕನ್ನಡ'],
          issues: [],
          duplicateOf: null,
          place: null,
        },
        {
          rowNumber: 3,
          status: 'invalid',
          cells: [...cells.slice(0, 1), '9845012346', ...cells.slice(2), 'Latin'],
          issues: [{ field: 'preferredLanguage', code: 'language_invalid' }],
          duplicateOf: null,
          place: null,
        },
      ],
      problemRows: [],
      placeRows: [],
    };
    renderScreen(
      <PreviewStep
        file={fileWith([...headers, 'Language'], mapping)}
        settings={{ sheet: 'CSV', mapping, updateExisting: false }}
        preview={preview}
        loading={false}
        error={null}
        starting={false}
        onUpdateExisting={noop}
        onBack={noop}
        onStartOver={noop}
        onImport={noop}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Preferred language' })).toBeTruthy();
    const [, ready, invalid] = screen.getAllByRole('row');
    expect(within(ready as HTMLElement).getByText('ಕನ್ನಡ')).toBeTruthy();
    expect(within(invalid as HTMLElement).getByText('Latin')).toBeTruthy();
    expect(
      within(invalid as HTMLElement).getByText(/^Preferred language: Write one of English, Hindi/),
    ).toBeTruthy();
  });
});
