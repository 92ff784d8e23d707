import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { originHeaders } from '../test/accounts.ts';

describe('what reaches better-auth', async () => {
  const testApp = await buildTestApp();
  const { app, database } = testApp;
  const signUp = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originHeaders(testApp),
      payload: body,
    });
  const valid = { email: 'strict@example.org', password: 'secret123', name: 'strict' };

  it.each([
    ['a name of 200,000 characters', { name: 'क'.repeat(200_000) }, 'name', 'too_long'],
    ['a NUL in the name', { name: 'Ravi\u0000' }, 'name', 'text_invalid_characters'],
    ['true as the e-mail', { email: true }, 'email', 'type_invalid'],
    ['an array as the password', { password: ['secret123'] }, 'password', 'type_invalid'],
    ['a key nobody asked for', { role: 'admin' }, '', 'unknown_field'],
    [
      'a callback to another site',
      { callbackURL: 'https://evil.example/welcome' },
      'callbackURL',
      'path_invalid',
    ],
    ['a protocol-relative callback', { callbackURL: '//evil.example' }, 'callbackURL', 'path_invalid'],
  ])('refuses a sign-up with %s, storing nothing', async (_label, change, field, code) => {
    const response = await signUp({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({ field, code });
    expect(await database.db.select().from(user).where(eq(user.email, valid.email))).toHaveLength(0);
  });

  it('accepts the sign-up the web app sends, in any script', async () => {
    const response = await signUp({ ...valid, name: 'ರವಿ', language: 'kn', callbackURL: '/welcome' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
