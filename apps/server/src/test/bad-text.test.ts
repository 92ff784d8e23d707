import { describe, expect, it } from 'vitest';
import { createOperator, onboardingInput, originHeaders, signUp, verifyEmail } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { farmerInput } from './farmers.ts';

/**
 * Issue 8 finding 5: a NUL in search, onboarding, farmer or profile fields answered 500, `true`
 * was stored as the name "True", arrays were taken as values and a name could be a megabyte.
 * Each is now a 400 naming the field and the reason, and nothing is stored.
 */
describe('bad text in the fields people type', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = operator.cookie) =>
    testApp.app.inject({
      method,
      url,
      headers: originHeaders(testApp, cookie),
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const invalid = (field: string, code: string) => ({
    status: 400,
    body: { error: { code: 'validation_failed', issues: [{ field, code }] } },
  });

  const farmer = farmerInput({ farmerName: 'Lakshmi Devi', gender: 'Female' });
  const farmerCount = async () => (await api('GET', '/api/farmers')).json().total as number;

  describe('farmer search', () => {
    it('refuses a NUL in the search with 400 on q', async () => {
      expect(refusal(await api('GET', '/api/farmers?q=Ram%00esh'))).toEqual(
        invalid('q', 'text_invalid_characters'),
      );
    });

    it('refuses a search longer than 100 characters, up to a megabyte of it', async () => {
      for (const length of [101, 200 * 1024, 1024 * 1024])
        expect(refusal(await api('GET', `/api/farmers?q=${'a'.repeat(length)}`))).toEqual(
          invalid('q', 'too_long'),
        );
    });

    it('still searches in an Indian script', async () => {
      expect((await api('GET', `/api/farmers?q=${encodeURIComponent('ಲಕ್ಷ್ಮಿ')}`)).statusCode).toBe(200);
    });
  });

  describe('farmer form', () => {
    it.each(Object.keys(farmer))('refuses a NUL in %s with 400 on that field', async (field) => {
      const value = (farmer as Record<string, string>)[field] as string;
      const response = await api('POST', '/api/farmers', { ...farmer, [field]: `${value}\u0000` });
      expect(refusal(response)).toEqual(invalid(field, 'text_invalid_characters'));
    });

    it.each([
      ['true', true],
      ['a number', 123],
      ['an array', ['Lakshmi']],
      ['an object', { name: 'Lakshmi' }],
    ])('refuses %s as a name instead of storing its text', async (_label, farmerName) => {
      expect(refusal(await api('POST', '/api/farmers', { ...farmer, farmerName }))).toEqual(
        invalid('farmerName', 'type_invalid'),
      );
    });

    it('refuses a 200 KB name as too long, and a 1 MB one as too large a request', async () => {
      expect(
        refusal(await api('POST', '/api/farmers', { ...farmer, farmerName: 'ಅ'.repeat(200 * 1024) })),
      ).toEqual(invalid('farmerName', 'too_long'));
      expect(
        refusal(await api('POST', '/api/farmers', { ...farmer, farmerName: 'a'.repeat(1024 * 1024) })),
      ).toEqual({ status: 413, body: { error: { code: 'payload_too_large' } } });
    });

    it('refuses a key the form does not have', async () => {
      expect(refusal(await api('POST', '/api/farmers', { ...farmer, source: 'upload' }))).toEqual(
        invalid('source', 'unknown_field'),
      );
    });

    it('stored none of the refused farmers, and still takes names in Indian scripts with ZWJ and ZWNJ', async () => {
      expect(await farmerCount()).toBe(0);
      const malayalam = await api('POST', '/api/farmers', { ...farmer, farmerName: 'കര്\u200Dഷകന്\u200D' });
      expect(malayalam.statusCode, malayalam.body).toBe(201);
      const hindi = await api('POST', '/api/farmers', {
        ...farmer,
        phoneNumber: '9845012346',
        farmerName: 'श्रीनिवास क्\u200Cष',
      });
      expect(hindi.statusCode, hindi.body).toBe(201);
      expect(await farmerCount()).toBe(2);
    });

    it('refuses a NUL when changing a farmer and keeps the farmer as it was', async () => {
      const { items } = (await api('GET', '/api/farmers')).json();
      const [first] = items;
      const response = await api('PUT', `/api/farmers/${first.id}`, { ...farmer, village: 'Hos\u0000ur' });
      expect(refusal(response)).toEqual(invalid('village', 'text_invalid_characters'));
      expect((await api('GET', `/api/farmers/${first.id}`)).json().farmer).toEqual(first);
    });
  });

  describe('onboarding', () => {
    const newcomer = async () => {
      const user = await signUp(testApp, `new-${crypto.randomUUID().slice(0, 8)}@example.org`);
      return verifyEmail(testApp, user);
    };

    it.each(['fullName', 'organization', 'phone', 'fpoName', 'fpoPhone', 'fpoAddress'] as const)(
      'refuses a NUL in %s with 400 on that field and leaves the user onboarding',
      async (field) => {
        const cookie = await newcomer();
        const input = onboardingInput();
        const response = await api(
          'POST',
          '/api/onboarding',
          { ...input, [field]: `${input[field]}\u0000` },
          cookie,
        );
        expect(refusal(response)).toEqual(invalid(field, 'text_invalid_characters'));
        const me = (await api('GET', '/api/me', undefined, cookie)).json();
        expect(me.fpo).toBeNull();
      },
    );

    it('takes an address written over several lines', async () => {
      const cookie = await newcomer();
      const response = await api(
        'POST',
        '/api/onboarding',
        { ...onboardingInput(), fpoAddress: 'Main Road\nHosur' },
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().fpo.address).toBe('Main Road\nHosur');
    });

    it('refuses a full name sent as true, as a list, or past 100 characters', async () => {
      const cookie = await newcomer();
      for (const [fullName, code] of [
        [true, 'type_invalid'],
        [['Lakshmi'], 'type_invalid'],
        ['L'.repeat(101), 'too_long'],
      ] as const)
        expect(
          refusal(await api('POST', '/api/onboarding', { ...onboardingInput(), fullName }, cookie)),
        ).toEqual(invalid('fullName', code));
    });
  });

  describe('FPO profile', () => {
    const profile = async () => (await api('GET', '/api/fpo/profile')).json();

    it.each([
      ['fpoName', 'Hosur\u0000 FPO', 'text_invalid_characters'],
      ['fpoPhone', '98450\u000012345', 'text_invalid_characters'],
      ['fpoName', true, 'type_invalid'],
      ['fpoName', ['Hosur FPO'], 'type_invalid'],
      ['fpoName', 'H'.repeat(121), 'too_long'],
    ])('refuses %s = %j with 400 and keeps the profile as it was', async (field, value, code) => {
      const before = await profile();
      expect(refusal(await api('PUT', '/api/fpo/profile', { [field]: value }))).toEqual(invalid(field, code));
      expect(await profile()).toEqual(before);
    });
  });
});
