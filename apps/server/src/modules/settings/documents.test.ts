import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('business documents', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);
  const theirs = clientFor(testApp, other.cookie);
  const percent = async () => (await mine.get('/api/dashboard')).json().documents.completionPercentage;

  it('stores a PDF and a scan as sent, shows them to their FPO only, and counts them on the dashboard', async () => {
    expect(await percent()).toBe(0);
    const afterPan = await mine.upload('/api/settings/documents/pan', 'PAN card.pdf', pdf, 'application/pdf');
    expect(afterPan.statusCode, afterPan.body).toBe(200);
    expect(afterPan.json()).toMatchObject({ pan: { type: 'pdf' }, tan: null, aadhar: null });
    const scan = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    await mine.upload('/api/settings/documents/moa', 'moa.jpg', scan, 'image/jpeg');
    expect(await percent()).toBe(40);

    const file = await mine.get('/api/settings/documents/pan/file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const picture = await mine.get('/api/settings/documents/moa/file');
    expect(picture.rawPayload.equals(scan)).toBe(true);

    // Another FPO, or nobody, reads none of it.
    expect((await theirs.get('/api/settings/documents/pan/file')).statusCode).toBe(404);
    expect((await theirs.get('/api/settings/documents')).json().pan).toBeNull();
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/settings/documents/pan/file' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces and removes a document with its file', async () => {
    await mine.upload('/api/settings/documents/aoa', 'aoa.pdf', pdf);
    const replaced = await mine.upload(
      '/api/settings/documents/aoa',
      'aoa-v2.pdf',
      Buffer.concat([pdf, Buffer.from('v2')]),
    );
    expect(replaced.statusCode).toBe(200);
    expect((await mine.get('/api/settings/documents/aoa/file')).rawPayload.toString()).toContain('v2');
    expect((await mine.delete('/api/settings/documents/aoa')).json().aoa).toBeNull();
    expect((await mine.get('/api/settings/documents/aoa/file')).statusCode).toBe(404);
  });

  it.each([
    ['a text file named .pdf', 'pan.pdf', Buffer.from('hello'), 415],
    ['a file over 5 MB', 'pan.pdf', Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), 413],
  ])('refuses %s and keeps the one stored', async (_name, filename, data, status) => {
    const before = (await mine.get('/api/settings/documents')).json().pan;
    expect((await mine.upload('/api/settings/documents/pan', filename, data)).statusCode).toBe(status);
    expect((await mine.get('/api/settings/documents')).json().pan).toEqual(before);
  });
});
