import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { registerWebApp } from './web-app.ts';

/** A built web app in miniature, laid out as `vite build` writes it (with its .br and .gz copies). */
const script = `export const greeting = ${JSON.stringify('नमस्ते '.repeat(400))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;

const writeWithCopies = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
};

let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-dist-'));
  writeWithCopies(path.join(dist, 'index.html'), html);
  writeWithCopies(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["src/secret.ts"]}');
  // The offline worker and the install manifest (decision 037).
  writeWithCopies(path.join(dist, 'sw.js'), `self.__SANGAM_BUILD__ = {};\n${script}`);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Sangam","start_url":"/"}');
  app = Fastify();
  await registerCompression(app);
  await registerWebApp(app, { root: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the web app files', () => {
  it('serves the service worker as a script checked again on every visit, so a new build takes over', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('serves the install manifest as a web app manifest, checked again on every visit', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Sangam' });
  });

  it('sends the brotli copy of a script to a browser that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression, still saying it varies', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('answers a repeat visit with 304 when the file has not changed', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves index.html for a deep link, compressed and re-checked on every visit', async () => {
    const response = await get('/farmers/123', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('never hands out source maps or the compressed copies by their own names', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.br', '/index.html.gz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('serves a file added after start-up (a rebuild) the same way', async () => {
    writeWithCopies(path.join(dist, 'assets', 'later-def456.js'), script);
    const response = await get('/assets/later-def456.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
    fs.writeFileSync(path.join(dist, 'assets', 'later-def456.js.map'), '{}');
    expect((await get('/assets/later-def456.js.map')).statusCode).toBe(404);
  });
});
