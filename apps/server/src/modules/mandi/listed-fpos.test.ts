import { validateFpoName, validateFpoPhone } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { validFpoName, validFpoPhone } from './listed-fpos.ts';

// The Mandi filters in SQL by the rule the profile gate applies in TypeScript; they must agree.
const names = [
  'Hosur Farmers Producer Company',
  'ಕೋಲಾರ ರೈತ ಉತ್ಪಾದಕ ಕಂಪನಿ',
  'AB',
  'A',
  ' A ',
  '',
  '   ',
  'null',
  ' null ',
  'NULL',
  'undefined',
  '\u00a0\u00a0',
  '\u3000Ab\u3000',
  '\tराम\n',
  'Ab\u200b',
  null,
];
const phones = [
  '+919845012345',
  '9845012345',
  '919845012345',
  '+91 98450-12345',
  ' 98450 12345 ',
  '98450\u00a012345',
  '+91',
  '+91 ',
  'null',
  '',
  '5845012345',
  '+9198450123456',
  '09845012345',
  '+9779812345678',
  '९८४५०१२३४५',
  '+91\u200b9845012345',
  null,
];

describe('the SQL rule for a listed FPO', async () => {
  const { database } = await buildTestApp();
  const check = async (expression: ReturnType<typeof sql>) =>
    ((await database.db.execute(sql`select ${expression} as ok`)) as unknown as { rows: { ok: boolean }[] })
      .rows[0]?.ok ?? false;

  it.each(names.map((name) => [JSON.stringify(name), name]))('agrees on the FPO name %s', async (_, name) => {
    expect(await check(validFpoName(sql`${name}::text`))).toBe(validateFpoName(name).ok);
  });

  it.each(phones.map((phone) => [JSON.stringify(phone), phone]))(
    'agrees on the phone %s',
    async (_, phone) => {
      expect(await check(validFpoPhone(sql`${phone}::text`))).toBe(validateFpoPhone(phone).ok);
    },
  );
});
