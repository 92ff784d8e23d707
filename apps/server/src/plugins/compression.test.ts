import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createOperator, originHeaders } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let testApp: TestApp;
let cookie: string;
let email: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ cookie, email } = await createOperator(testApp));
});

describe('compressed API answers', () => {
  it('sends a large JSON answer brotli-compressed to a browser, and it reads back whole', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString());
    expect(document.paths['/api/farmers']).toBeDefined();
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(document)) / 4);
  });

  it('sends gzip to a client that accepts only gzip, and plain JSON to one that accepts nothing', async () => {
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).openapi).toBeDefined();
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBeDefined();
  });

  it('leaves a small answer as it is: compressing it would cost more than it saves', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTruthy();
  });

  it('compresses a CSV download, which reads back to the same spreadsheet', async () => {
    const plain = await testApp.app.inject({
      method: 'GET',
      url: '/api/farmers/sample?format=csv',
      headers: { cookie },
    });
    expect(plain.statusCode).toBe(200);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/farmers/sample?format=csv',
      headers: { ...browser, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('sangam-farmers-sample.csv');
    const encoding = response.headers['content-encoding'];
    if (plain.rawPayload.length >= 1024) expect(encoding).toBe('br');
    const body =
      encoding === 'br'
        ? zlib.brotliDecompressSync(response.rawPayload).toString()
        : response.rawPayload.toString();
    expect(body).toBe(plain.body);
  });

  it('keeps better-auth answers (sign-in, session) whole for a browser that accepts compression', async () => {
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...browser, ...originHeaders(testApp) },
      payload: { email, password: 'secret123' },
    });
    expect(signedIn.statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { ...browser, cookie: cookieFrom(signedIn.headers['set-cookie']) },
    });
    expect(session.statusCode).toBe(200);
    const body =
      session.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(session.rawPayload).toString()
        : session.body;
    expect(JSON.parse(body).user.email).toBe(email);
  });
});
