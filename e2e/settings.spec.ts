import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browsers, unexpectedErrors } from './support/browser.ts';
import { createOperator, heading, signIn, uniqueEmail } from './support/operators.ts';

const browser = browsers();

describe('settings', () => {
  it('saves the FPO details and numbers, uploads a logo and a village photo, and keeps the language', async () => {
    const { page, consoleErrors } = await browser();
    const email = uniqueEmail('settings');
    await createOperator(page, email);
    const documents = page.getByRole('region', { name: /Business Documents/ });
    await expect.poll(() => documents.textContent()).toContain('0%');

    await page.goto('/settings');
    await expect.poll(() => heading(page).textContent()).toBe('Settings');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();

    await page.getByRole('tab', { name: 'FPO Details' }).click();
    await page.getByLabel('Website').fill('hosur-fpo.example.org');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('GST number (GSTIN)').fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText("This GSTIN's last character does not match: check it for a typing slip").waitFor();
    await page.getByLabel('GST number (GSTIN)').fill('27aapfu0939f1zv');
    await page.getByLabel('FSSAI licence number').fill('1002 0042 0071 83');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your profile has been updated successfully!').first().waitFor();
    expect(await page.getByLabel('GST number (GSTIN)').inputValue()).toBe('27AAPFU0939F1ZV');
    await page.getByRole('tab', { name: 'FPO Details' }).click();
    expect(await page.getByLabel('Website').inputValue()).toBe('https://hosur-fpo.example.org/');

    // Photos are saved as soon as they are chosen.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-photos-'));
    const logo = path.join(dir, 'logo.png');
    fs.writeFileSync(
      logo,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a6' } })
        .png()
        .toBuffer(),
    );
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.getByLabel('FPO logo: Upload').setInputFiles(logo);
    await page.getByText('FPO logo uploaded successfully!').first().waitFor();
    await page.getByLabel('Village photo 1: Upload').setInputFiles(logo);
    await page.getByText('Village photo uploaded and saved successfully!').first().waitFor();
    await page.getByRole('img', { name: 'Village photo 1' }).waitFor();

    await page.goto('/dashboard');
    await expect.poll(() => documents.textContent()).toContain('40%');

    // Document files: the badge turns yellow at 60%, green at 100%.
    const pdf = path.join(dir, 'pan.pdf');
    fs.writeFileSync(
      pdf,
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('PAN card: Upload').setInputFiles(pdf);
    await page.getByText('PAN card uploaded').first().waitFor();
    await page.goto('/dashboard');
    await expect.poll(() => documents.textContent()).toContain('60%');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('Memorandum of Association (MoA): Upload').setInputFiles(pdf);
    await page.getByText('Memorandum of Association (MoA) uploaded').first().waitFor();
    await page.getByLabel('Articles of Association (AoA): Upload').setInputFiles(pdf);
    await page.getByText('Articles of Association (AoA) uploaded').first().waitFor();
    const view = await page.request.get('/api/settings/documents/pan/file');
    expect(view.headers()['content-type']).toBe('application/pdf');
    await page.goto('/dashboard');
    await expect.poll(() => documents.textContent()).toContain('100%');

    // The language applies at once and is the account's at the next sign-in.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Language' }).click();
    await page.getByRole('tabpanel').getByLabel('Language').selectOption('kn');
    await expect.poll(() => heading(page).textContent()).toBe('ಸೆಟ್ಟಿಂಗ್‌ಗಳು');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, 'secret123');
    await page.waitForURL('**/dashboard');
    await page.goto('/settings');
    await expect.poll(() => heading(page).textContent()).toBe('ಸೆಟ್ಟಿಂಗ್‌ಗಳು');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('keeps the compliance calendar: the incorporation date, an AGM marked held with its minutes, on the dashboard too', async () => {
    const { page, consoleErrors } = await browser({ width: 360, height: 740 });
    await createOperator(page, uniqueEmail('compliance'));
    const panel = page.getByRole('region', { name: 'Compliance calendar' });
    await panel.getByRole('link', { name: 'Add the date in Settings' }).click();
    await page.waitForURL('**/settings?tab=compliance');
    expect(await page.getByRole('tab', { name: 'Compliance' }).getAttribute('aria-selected')).toBe('true');

    await page.getByLabel('Date of incorporation').fill('2019-06-01');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your profile has been updated successfully!').first().waitFor();
    const agm = page.getByRole('listitem').filter({ hasText: 'Annual general meeting (AGM)' }).first();
    await agm.waitFor();
    await agm.getByRole('button', { name: 'Mark done' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark done' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-minutes-'));
    const minutes = path.join(dir, 'agm-minutes.pdf');
    fs.writeFileSync(
      minutes,
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await dialog.getByLabel('Proof (optional)').setInputFiles(minutes);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const held = page
      .getByRole('region', { name: /Done or not due/ })
      .getByRole('listitem')
      .filter({ hasText: 'Annual general meeting (AGM)' });
    await held.getByRole('link', { name: 'View proof' }).waitFor();
    const proof = await page.request.get(
      (await held.getByRole('link', { name: 'View proof' }).getAttribute('href')) as string,
    );
    expect(proof.headers()['content-type']).toBe('application/pdf');

    await page.goto('/dashboard');
    await panel.getByRole('grid').waitFor();
    expect(await panel.textContent()).toContain('Next due');
    expect(await panel.getByRole('link', { name: 'Add the date in Settings' }).count()).toBe(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
