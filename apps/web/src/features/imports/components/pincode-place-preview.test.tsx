import type { ColumnMapping, ImportPreview, PreviewRow, UploadedFile } from '@sangam/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { PreviewStep } from './preview-step.tsx';

const mapping: ColumnMapping = {
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
const file: UploadedFile = {
  id: '6f1c2d3e-0000-4000-8000-000000000003',
  filename: 'members.csv',
  fileSize: 300,
  fileType: 'csv',
  analysisStatus: 'pending',
  createdAt: '2026-11-23T05:00:00.000Z',
  sheets: [{ name: 'CSV', rowCount: 3, columnCount: 9, headers, sample: [], suggestedMapping: mapping }],
};
const dharwad = { pincode: '580029', district: 'Dharwad', state: 'Karnataka' };
const row = (rowNumber: number, name: string, district: string, place: PreviewRow['place']): PreviewRow => ({
  rowNumber,
  status: 'ready',
  cells: [
    name,
    `98450123${rowNumber}0`,
    '2',
    'F',
    'Navanagar',
    'Hubballi',
    district,
    district && 'Karnataka',
    '580029',
  ],
  issues: [],
  duplicateOf: null,
  place,
});
const filled = row(2, 'Savitri Patil', '', { ...dharwad, filled: ['district', 'state'], mismatched: [] });
const mismatched = row(3, 'Basavaraj Hosamani', 'Belagavi', {
  ...dharwad,
  filled: [],
  mismatched: ['district'],
});
const plain = row(4, 'Geetha Kulkarni', 'Dharwad', null);
const preview: ImportPreview = {
  counts: {
    ready: 3,
    update: 0,
    duplicateExisting: 0,
    duplicateInFile: 0,
    invalid: 0,
    dropped: 0,
    placeFilled: 1,
    placeMismatched: 1,
  },
  totalRows: 3,
  rows: [filled, mismatched, plain],
  problemRows: [],
  placeRows: [mismatched],
};

const renderPreview = (shown: ImportPreview) => {
  renderScreen(
    <PreviewStep
      file={file}
      settings={{ sheet: 'CSV', mapping, updateExisting: false }}
      preview={shown}
      loading={false}
      error={null}
      starting={false}
      onUpdateExisting={() => {}}
      onBack={() => {}}
      onStartOver={() => {}}
      onImport={() => {}}
    />,
  );
  return userEvent.setup();
};

describe("the import preview's places from the pincode (decision 035)", () => {
  it('says how many rows got their place from the pincode and how many do not match it', () => {
    renderPreview(preview);
    expect(screen.getByText('1 row got its district and state from its pincode.')).toBeTruthy();
    expect(
      screen.getByText(
        '1 row has a district or state that does not match its pincode. It will be imported as written.',
      ),
    ).toBeTruthy();
    // Both rows are still imported.
    expect(screen.getByRole('button', { name: 'Include this data (3 rows)' })).toBeTruthy();
  });

  it('shows the filled place and the warning on each row', () => {
    renderPreview(preview);
    const [, first, second, third] = screen.getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('District and state from the pincode')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Dharwad')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Pincode 580029 is in Dharwad, Karnataka.')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Belagavi')).toBeTruthy();
    expect(within(third as HTMLElement).queryByText(/from the pincode|is in/)).toBeNull();
  });

  it('lists only the rows whose place does not match, on request', async () => {
    const user = renderPreview(preview);
    await user.click(screen.getByLabelText('Show only rows whose place does not match the pincode'));
    expect(screen.getByText('Showing 1 of 1 rows')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Basavaraj Hosamani')).toBeTruthy();
  });

  it('says nothing of places when the pincodes filled and warned nothing', () => {
    renderPreview({
      ...preview,
      counts: { ...preview.counts, placeFilled: 0, placeMismatched: 0 },
      rows: [plain],
      placeRows: [],
    });
    expect(screen.queryByText(/from (its|the) pincode|does not match/)).toBeNull();
    expect(screen.queryByLabelText('Show only rows whose place does not match the pincode')).toBeNull();
  });
});
