import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { startS3 } from '../../test/s3.ts';

/** Random pixels do not compress: a PNG of this size is about 4 MB, as a phone photo might be. */
const noisePng = async (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

const s3 = await startS3();

describe.each([
  ['in the data folder', {}],
  ['in S3-compatible storage', s3.env],
])('product and input pictures %s', async (_where, env) => {
  const testApp = await buildTestApp(env);
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);
  const product = (
    await client.post('/api/products', {
      productName: 'Turmeric',
      packagingType: 'open',
      quantityTonnes: 1,
      salePrice: 9000,
    })
  ).json();
  const pictureUrl = `/api/products/${product.id}/picture`;
  const fetchMedia = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('resizes a 4 MB PNG to a WebP of at most 1600 px with a thumbnail, served to anyone', async () => {
    const png = await noisePng(2400, 600);
    expect(png.length).toBeGreaterThan(4_000_000);
    const response = await client.upload(pictureUrl, 'field.png', png, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const { picture } = response.json();
    expect(picture.url).toMatch(
      new RegExp(`^/media/product-images/${operator.fpoId}/\\d{13}-[0-9a-f]{16}\\.webp$`),
    );

    const served = await fetchMedia(picture.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 400,
    });
    const thumbnail = await fetchMedia(picture.thumbnailUrl);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 80 });
    expect(served.rawPayload.length).toBeLessThan(png.length);
  });

  it('removes the old picture when it is replaced, and the last one when the product goes', async () => {
    const first = (
      await client.upload(
        pictureUrl,
        'a.jpg',
        await sharp({ create: { width: 50, height: 40, channels: 3, background: '#c00' } })
          .jpeg()
          .toBuffer(),
      )
    ).json().picture;
    const second = (
      await client.upload(
        pictureUrl,
        'b.webp',
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0c0' } })
          .webp()
          .toBuffer(),
      )
    ).json().picture;
    expect(second.url).not.toBe(first.url);
    expect((await fetchMedia(first.url)).statusCode).toBe(404);
    expect((await fetchMedia(first.thumbnailUrl)).statusCode).toBe(404);
    // A small picture is not enlarged.
    expect(await sharp((await fetchMedia(second.url)).rawPayload).metadata()).toMatchObject({
      width: 60,
      height: 40,
    });

    const removed = await client.delete(pictureUrl);
    expect(removed.json().picture).toBeNull();
    expect((await fetchMedia(second.url)).statusCode).toBe(404);

    const third = (
      await client.upload(
        pictureUrl,
        'c.png',
        await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00f8' } })
          .png()
          .toBuffer(),
      )
    ).json().picture;
    expect((await client.delete(`/api/products/${product.id}`)).statusCode).toBe(204);
    expect((await fetchMedia(third.url)).statusCode).toBe(404);
  });

  it.each([
    [
      'a text file named .png',
      'notes.png',
      Buffer.from('just some words, not a picture'),
      415,
      'file_type_invalid',
    ],
    [
      'a GIF',
      'anim.png',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      415,
      'file_type_invalid',
    ],
    [
      'a PNG cut short',
      'cut.png',
      Buffer.from('89504e470d0a1a0a0000000d49484452000003e8', 'hex'),
      415,
      'file_type_invalid',
    ],
    ['a file over 5 MB', 'big.jpg', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 413, 'file_too_large'],
    ['an empty file', 'empty.png', Buffer.alloc(0), 400, 'file_required'],
  ])('refuses %s and keeps the picture it had', async (_name, filename, data, status, code) => {
    const item = (
      await client.post('/api/inputs', {
        itemName: 'DAP',
        quantityAvailable: 5,
        purchasePrice: 1200,
        salePrice: 1350,
      })
    ).json();
    const url = `/api/inputs/${item.id}/picture`;
    const kept = (
      await client.upload(
        url,
        'ok.png',
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      )
    ).json().picture;
    const response = await client.upload(url, filename, data);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect((await client.get(`/api/inputs/${item.id}`)).json().picture).toEqual(kept);
    expect((await fetchMedia(kept.url)).statusCode).toBe(200);
  });

  it('refuses a request without a file', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: pictureUrl,
      headers: {
        cookie: operator.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    '/media/product-images/x/1.webp',
    `/media/other/${crypto.randomUUID()}/1700000000000-0123456789abcdef.webp`,
    `/media/product-images/${crypto.randomUUID()}/1700000000000-0123456789abcdef.webp`,
    '/media/product-images/../../etc/passwd',
  ])('answers 4xx for %s', async (url) => {
    const response = await fetchMedia(url);
    expect([400, 404]).toContain(response.statusCode);
  });
});
