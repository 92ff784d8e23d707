import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, uniqueEmail } from './support/operators.ts';

const browser = browsers();

const farmer = (farmerName: string, phoneNumber: string, acres: string, gender: string) => ({
  farmerName,
  phoneNumber,
  acres,
  gender,
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
});

/** Chooses an export format and gives back the file the browser saved. */
const exported = async (page: Page, format: RegExp): Promise<{ name: string; bytes: Buffer }> => {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const file: Download = await download;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
};

describe('reports', () => {
  it('shows the range, the gender split and own acres per gender, and exports JSON, CSV and Excel', async () => {
    const { page, context, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('reports'));
    for (const body of [
      farmer('Ramesh Kumar', '9845012345', '10', 'Male'),
      farmer('Lakshmi Devi', '9900112233', '1.5', 'Female'),
      farmer('Sunita Bai', '9900112244', '2', 'Female'),
    ]) {
      const added = await context.request.post('/api/farmers', {
        headers: { origin: inject('baseUrl') },
        data: body,
      });
      expect(added.status()).toBe(201);
    }

    await page.goto('/reports');
    await expect.poll(() => heading(page).textContent()).toBe('Reports');
    const stat = (label: string) => page.getByRole('main').getByText(label, { exact: true }).locator('..');
    await expect.poll(() => stat('Farmers').textContent()).toContain('3');
    expect(await stat('Total Acres').textContent()).toContain('13.5');
    expect(await stat('Average Acres').textContent()).toContain('4.5');
    // Each gender's own acres: one man with 10, two women with 3.5 (by head count he would get 4.5).
    await page.getByText('1 farmer · 10 acres').waitFor();
    await page.getByText('2 farmers · 3.5 acres').waitFor();
    // Both charts are drawn at 360 px: a slice per gender, a bar per gender.
    await expect.poll(() => page.locator('figure .recharts-pie-sector').count()).toBe(2);
    await expect.poll(() => page.locator('figure .recharts-bar-rectangle').count()).toBe(2);

    await page.getByRole('button', { name: 'Last Year' }).click();
    await page.waitForURL('**/reports?days=365');
    await expect
      .poll(() => page.getByRole('button', { name: 'Last Year' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Last 7 Days' }).click();
    await page.waitForURL('**/reports?days=7');
    await expect.poll(() => stat('Farmers').textContent()).toContain('3');

    const json = await exported(page, /Report \(JSON\)/);
    expect(json.name).toMatch(/^sangam-farmers-last-7-days-\d{4}-\d\d-\d\d\.json$/);
    const report = JSON.parse(json.bytes.toString('utf8'));
    expect(report.timeRange.days).toBe(7);
    expect(report.stats).toMatchObject({ totalFarmers: 3, totalAcres: 13.5, averageAcres: 4.5 });
    expect(report.stats.acresByGender).toEqual({ male: 10, female: 3.5 });

    const csv = await exported(page, /Farmers \(CSV\)/);
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode,Preferred Language,Added On',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4).join(','))).toEqual([
      '9845012345,10,Male',
      '9900112233,1.5,Female',
      '9900112244,2,Female',
    ]);
    expect(lines[3]).toMatch(/^Sunita Bai,.*,\d{4}-\d\d-\d\d$/);

    const xlsx = await exported(page, /Farmers \(Excel\)/);
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const sheet = XLSX.read(xlsx.bytes).Sheets.Farmers as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows.map((row) => [row['Farmer Name'], row.Acres])).toEqual([
      ['Ramesh Kumar', 10],
      ['Lakshmi Devi', 1.5],
      ['Sunita Bai', 2],
    ]);
    expect(sheet.B2).toMatchObject({ t: 's', v: '9845012345' });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
