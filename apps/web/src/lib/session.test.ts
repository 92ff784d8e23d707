import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from './session-hint.ts';
import { getMe } from './session.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Records what the browser would ask for; each path answers as the server does. */
const serve = (answers: Record<string, () => Response>) => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (path: string) => {
    asked.push(path);
    const reply = answers[path];
    return Promise.resolve(reply ? reply() : answer(404, {}));
  });
  return asked;
};

const me = { user: { id: 'u1', email: 'asha@example.in', language: 'en' }, profile: null, fpo: null };

describe('the session check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks a signed-out visitor nothing that answers 401 (the console would log it as an error)', async () => {
    const asked = serve({ '/api/auth/get-session': () => answer(200, null) });
    expect(await getMe()).toBeNull();
    expect(asked).toEqual(['/api/auth/get-session']);
  });

  it('reads the account once the session is confirmed, and asks only for it next time', async () => {
    const asked = serve({
      '/api/auth/get-session': () => answer(200, { user: { id: 'u1' } }),
      '/api/me': () => answer(200, me),
    });
    expect(await getMe()).toEqual(me);
    expect(await getMe()).toEqual(me);
    expect(asked).toEqual(['/api/auth/get-session', '/api/me', '/api/me']);
  });

  it('treats an expired session as signed out and goes back to asking first', async () => {
    rememberSignedIn(true);
    const asked = serve({
      '/api/auth/get-session': () => answer(200, null),
      '/api/me': () => answer(401, { error: { code: 'unauthenticated' } }),
    });
    expect(await getMe()).toBeNull();
    expect(await getMe()).toBeNull();
    expect(asked).toEqual(['/api/me', '/api/auth/get-session']);
  });
});
