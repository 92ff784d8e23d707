import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { csv } from '../../test/spreadsheets.ts';
import { uploadSpreadsheet } from '../../test/uploads.ts';

describe('exported file names', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp, undefined, { fpoPhone: '9845000021' });

  it.each([['किसान सूची.csv'], ['ರೈತರ ಪಟ್ಟಿ.csv'], ['விவசாயிகள் பட்டியல்.csv']])(
    'exports an upload named %s under its own name',
    async (filename) => {
      const created = await uploadSpreadsheet(
        testApp,
        operator.cookie,
        filename,
        csv('Farmer Name,Phone\nसुनीता,9876543210\n'),
      );
      expect(created.statusCode, created.body).toBe(201);
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/uploads/${created.json().id}/export.csv`,
        headers: { cookie: operator.cookie },
      });
      // It answered 500 with ERR_INVALID_CHAR in the body before.
      expect(response.statusCode, response.body).toBe(200);
      const header = String(response.headers['content-disposition']);
      const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1] as string;
      expect(decodeURIComponent(encoded)).toBe(filename.replace(/\.csv$/, '_export.csv'));
      expect(header).toMatch(/filename="[\x20-\x7e]+"/);
      expect(response.body).toContain('सुनीता,9876543210');
    },
  );
});
