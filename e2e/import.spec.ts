import { describe, expect, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, uniqueEmail } from './support/operators.ts';

const browser = browsers();

const rows = [
  'किसान का नाम,मोबाइल,एकड़,लिंग,गांव,ब्लॉक,जिला,राज्य,पिन कोड',
  'सुनीता यादव,9876500001,2,महिला,Barabanki,Barabanki,Barabanki,Uttar Pradesh,225001',
  'Ramesh Kumar,098765-00002,1.5,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
  '"K. Rao",+91 98765 00003,3,male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
  'Repeat Phone,9876500002,1,F,Kolar,Kolar,Kolar,Karnataka,563101',
  'X,123,0,unknown,Hosur,Hosur,Krishnagiri,Tamil Nadu,012345',
];

describe('spreadsheet import', () => {
  it('uploads, matches Hindi headers, previews, imports, and the farmer list grows', async () => {
    const session = await browser();
    const { page } = session;
    await createOperator(page, uniqueEmail('import'), { fpoPhone: '9845033333' });

    await page.goto('/farmers');
    await page.getByRole('button', { name: 'Upload Spreadsheet' }).click();
    await page.waitForURL('**/upload');
    await page.getByText('Upload File for Analysis').waitFor();
    await page.getByTestId('file-input').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`),
    });

    await page.getByText('Match your columns').waitFor();
    await page.getByText('members.csv: 5 rows × 9 columns').waitFor();
    expect(await page.getByLabel('Pincode').inputValue()).toBe('8');
    await page.getByRole('button', { name: 'Check the rows' }).click();

    const count = (key: string) => page.locator(`[data-count="${key}"] dd`).textContent();
    await expect.poll(() => count('ready')).toBe('3');
    expect(await count('duplicate_in_file')).toBe('1');
    expect(await count('invalid')).toBe('1');
    await page.getByText('Same farmer as row 3').waitFor();
    await page.getByLabel('Show only rows with problems').check();
    await page.getByText('Showing 2 of 2 rows').waitFor();

    await page.getByRole('button', { name: 'Include this data (3 rows)' }).click();
    await page.getByText('Import Completed').waitFor({ timeout: 30_000 });
    await page.getByText('Successfully added 3 farmers to your database!').waitFor();
    const result = (key: string) => page.locator(`[data-result="${key}"] dd`).textContent();
    expect([
      await result('inserted'),
      await result('updated'),
      await result('skipped'),
      await result('failed'),
    ]).toEqual(['3', '0', '1', '1']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows (CSV)' }).click();
    const rejected = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of rejected) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toContain('Same farmer as row 3');
    expect(text).toContain('Enter a valid 10-digit Indian mobile');

    await page.getByRole('link', { name: 'Go to the farmer list' }).click();
    await page.getByText('Showing 1–3 of 3').waitFor();
    await page.getByRole('row', { name: /K\. Rao/ }).waitFor();

    // The file stays readable on its details page.
    await page.goBack();
    await page.getByRole('link', { name: 'View file details' }).click();
    await page.getByText('Analysis Summary').waitFor();
    await page.getByText('80%').waitFor();
    expect(unexpectedErrors(session.consoleErrors)).toEqual([]);
  });
});
