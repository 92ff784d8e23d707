import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

const jpeg = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('the logo and village photos', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = clientFor(testApp, operator.cookie);
  const media = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('starts with every slot empty', async () => {
    expect((await mine.get('/api/settings/photos')).json()).toEqual({
      logo: null,
      village1: null,
      village2: null,
      village3: null,
      village4: null,
    });
  });

  it('puts a logo and a village photo in their slots, replaces and removes them with their files', async () => {
    const logo = (await mine.upload('/api/settings/photos/logo', 'logo.jpg', await jpeg('#063'))).json().logo;
    expect(logo.url).toMatch(new RegExp(`^/media/village-photos/${operator.fpoId}/`));
    const photos = (await mine.upload('/api/settings/photos/village2', 'v.jpg', await jpeg('#960'))).json();
    expect(photos.logo).toEqual(logo);
    expect(photos.village2).not.toBeNull();
    expect((await media(photos.village2.url)).statusCode).toBe(200);

    const replaced = (await mine.upload('/api/settings/photos/logo', 'new.jpg', await jpeg('#f00'))).json()
      .logo;
    expect(replaced.url).not.toBe(logo.url);
    expect((await media(logo.url)).statusCode).toBe(404);

    const removed = (await mine.delete('/api/settings/photos/village2')).json();
    expect(removed.village2).toBeNull();
    expect((await media(photos.village2.url)).statusCode).toBe(404);
  });

  it('refuses a text file named .jpg and a slot that does not exist', async () => {
    const spoof = await mine.upload('/api/settings/photos/village1', 'photo.jpg', Buffer.from('not a photo'));
    expect(spoof.statusCode).toBe(415);
    expect(spoof.json().error.code).toBe('file_type_invalid');
    const fifth = await mine.upload('/api/settings/photos/village5', 'v.jpg', await jpeg('#000'));
    expect(fifth.statusCode).toBe(400);
  });

  it("keeps each FPO's photos to itself", async () => {
    const theirs = clientFor(testApp, other.cookie);
    await theirs.delete('/api/settings/photos/logo');
    expect((await mine.get('/api/settings/photos')).json().logo).not.toBeNull();
    expect((await theirs.get('/api/settings/photos')).json().logo).toBeNull();
  });
});
