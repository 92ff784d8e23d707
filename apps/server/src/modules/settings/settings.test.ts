import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { settingsBody } from '../../test/settings.ts';

describe('settings', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);

  it('shows the e-mail and the details onboarding gave', async () => {
    const settings = (await mine.get('/api/settings')).json();
    expect(settings).toMatchObject({
      email: operator.email,
      language: 'en',
      fullName: 'Lakshmi Devi',
      fpoName: 'Hosur Farmers Producer Company',
      gstNumber: null,
      fssaiNumber: null,
      // Onboarding gave the FPO its founder's language as its farmers' (issue 18).
      fpoLanguage: 'en',
    });
  });

  it("founds an FPO in its founder's language and changes it, a save without it keeping it", async () => {
    const kannada = await createOperator(testApp, undefined, { language: 'kn' });
    const theirs = clientFor(testApp, kannada.cookie);
    expect((await theirs.get('/api/settings')).json().fpoLanguage).toBe('kn');
    const changed = await theirs.put('/api/settings', { ...settingsBody, fpoLanguage: 'te' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().fpoLanguage).toBe('te');
    // A screen from before the field existed sends none: the language stays.
    expect((await theirs.put('/api/settings', settingsBody)).json().fpoLanguage).toBe('te');
    // The operator's own screen language is another thing, and stays.
    expect((await theirs.get('/api/settings')).json().language).toBe('kn');
  });

  it('saves everything at once, normalised, and the documents panel counts the two numbers', async () => {
    const saved = await mine.put('/api/settings', settingsBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email: operator.email,
      phone: '+919448012345',
      fpoPhone: '+919448012345',
      fpoWebsite: 'https://tungabhadra.example.org/',
      gstNumber: '27AAPFU0939F1ZV',
      fssaiNumber: '10020042007183',
    });
    const dashboard = (await mine.get('/api/dashboard')).json();
    expect(dashboard.fpoName).toBe('Tungabhadra Farmer Producer Company');
    expect(dashboard.documents).toMatchObject({
      items: { gstNumber: true, fssaiNumber: true, panDocument: false },
      completionPercentage: 40,
    });
    // Another FPO's settings are untouched.
    expect((await clientFor(testApp, other.cookie).get('/api/settings')).json().gstNumber).toBeNull();
  });

  it.each([
    [{ email: 'someone@example.org' }, 'email', 'unknown_field'],
    [{ gstNumber: '27AAPFU0939F1ZW' }, 'gstNumber', 'gstin_check'],
    [{ fssaiNumber: '1234' }, 'fssaiNumber', 'fssai_format'],
    [{ fpoWebsite: 'my fpo site' }, 'fpoWebsite', 'website_invalid'],
    [{ fpoName: 'null' }, 'fpoName', 'fpo_name_required'],
    [{ fpoLanguage: 'Hindi' }, 'fpoLanguage', 'language_invalid'],
    [{ fpoLanguage: null }, 'fpoLanguage', 'language_invalid'],
  ])('refuses %o and keeps what was saved', async (change, field, code) => {
    const before = (await mine.get('/api/settings')).json();
    const refused = await mine.put('/api/settings', { ...settingsBody, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toContainEqual({ field, code });
    expect((await mine.get('/api/settings')).json()).toEqual(before);
  });
});
