import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startS3 } from '../test/s3.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore, type S3Settings } from './s3-file-store.ts';

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sangam-${name}-`));

const s3 = await startS3();
const s3Settings: S3Settings = { ...s3.settings, prefix: 'test/' };

const stores: [string, FileStore][] = [
  ['a local folder', createLocalFileStore(tempDir('files'))],
  ['S3-compatible storage', createS3FileStore(s3Settings)],
];

describe.each(stores)('files in %s', (_name, store) => {
  const key = (name: string) => `product-images/${crypto.randomUUID()}/${name}`;

  it('gives back the bytes it was given, and the last ones put under a key', async () => {
    const k = key('1700000000000-0123456789abcdef.webp');
    await store.put(k, Buffer.from('first'), 'image/webp');
    expect((await store.get(k))?.toString()).toBe('first');
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await store.put(k, bytes, 'image/webp');
    expect(await store.get(k)).toEqual(bytes);
  });

  it('answers null for a key it does not hold, and removes quietly what is not there', async () => {
    const k = key('missing.webp');
    expect(await store.get(k)).toBeNull();
    await store.remove(k);
    await store.put(k, Buffer.from('x'));
    await store.remove(k);
    expect(await store.get(k)).toBeNull();
  });

  it("removes a folder's files and nothing beside it, and a missing folder quietly", async () => {
    const fpo = crypto.randomUUID();
    const inside = [
      `product-images/${fpo}/a.webp`,
      `product-images/${fpo}/a.thumb.webp`,
      `product-images/${fpo}/deep/b.webp`,
    ];
    const beside = `product-images/${fpo}0/c.webp`;
    for (const k of [...inside, beside]) await store.put(k, Buffer.from(k));
    await store.removeFolder(`product-images/${fpo}`);
    for (const k of inside) expect(await store.get(k)).toBeNull();
    expect((await store.get(beside))?.toString()).toBe(beside);
    await store.removeFolder(`product-images/${crypto.randomUUID()}`);
  });

  it('lists every key it holds, however deep, and nothing removed', async () => {
    const fpo = crypto.randomUUID();
    const keys = [`documents/${fpo}/pan.pdf`, `documents/${fpo}/deep/er/moa.pdf`, `${fpo}/sheet.csv`];
    for (const k of keys) await store.put(k, Buffer.from(k));
    await store.put(`documents/${fpo}/gone.pdf`, Buffer.from('x'));
    await store.remove(`documents/${fpo}/gone.pdf`);
    const listed: string[] = [];
    for await (const k of store.list()) if (k.includes(fpo)) listed.push(k);
    expect(listed.sort()).toEqual([...keys].sort());
  });

  it.each([
    '../outside',
    '/absolute/key',
    'a/../../b',
    'a//b',
    'a\\\\b',
    'a/./b',
    'line\nbreak',
    '.incoming/x',
  ])('refuses the key %j', async (bad) => {
    await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.get(bad)).rejects.toThrow('Invalid storage key');
  });
});

describe('files in a local folder', () => {
  it('writes each file whole under .incoming and renames it into place, and lists no leftover there', async () => {
    const root = tempDir('incoming');
    const store = createLocalFileStore(root);
    await store.put('a/b.pdf', Buffer.from('whole'));
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
    // What a server killed mid-write leaves: no key names it.
    fs.writeFileSync(path.join(root, '.incoming', 'half'), 'ha');
    const listed: string[] = [];
    for await (const k of store.list()) listed.push(k);
    expect(listed).toEqual(['a/b.pdf']);
  });
});

describe('S3-compatible storage that cannot serve us', () => {
  it.each([
    ['a bucket that does not exist', { bucket: 'no-such-bucket' }],
    ['a store that is down', { endpoint: 'http://127.0.0.1:9' }],
  ])('fails with an error, never "missing", for %s', async (_name, change) => {
    const store = createS3FileStore({ ...s3Settings, ...change });
    await expect(store.get('product-images/x/y.webp')).rejects.toThrow();
    await expect(store.put('product-images/x/z.webp', Buffer.from('x'))).rejects.toThrow();
  });

  it('keeps keys under its prefix', async () => {
    const store = createS3FileStore(s3Settings);
    await store.put('a/b.txt', Buffer.from('prefixed'));
    const unprefixed = createS3FileStore({ ...s3Settings, prefix: '' });
    expect((await unprefixed.get('test/a/b.txt'))?.toString()).toBe('prefixed');
  });

  it('lists only the keys under its prefix, without it', async () => {
    const other = createS3FileStore({ ...s3Settings, prefix: 'other/' });
    await other.put('a/c.txt', Buffer.from('beside'));
    const listed: string[] = [];
    for await (const k of createS3FileStore(s3Settings).list()) listed.push(k);
    expect(listed).toContain('a/b.txt');
    expect(listed.some((k) => k.includes('c.txt') || k.startsWith('test/'))).toBe(false);
  });
});
