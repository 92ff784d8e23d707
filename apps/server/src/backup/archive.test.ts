import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, createArchiveWriter, openArchive } from './archive.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-archive-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const entries: [string, Buffer][] = [
  ['manifest.json', Buffer.from('{"format":"sangam-backup"}\n')],
  ['files/empty.txt', Buffer.alloc(0)],
  ['files/block.bin', crypto.randomBytes(512)],
  [
    `files/documents/${crypto.randomUUID()}/${'a-long-name-'.repeat(12)}1700000000000-0123456789abcdef.pdf`,
    crypto.randomBytes(1500),
  ],
  ['files/ಕನ್ನಡ/ದಾಖಲೆ.pdf', Buffer.from('%PDF-1.4 ಕನ್ನಡ')],
];

describe.each(['backup', 'backup.tar'])('a backup written as %s', (name) => {
  it('gives back every entry byte for byte, with the size and sha256 it reported', async () => {
    const location = path.join(tempDir(), name);
    const writer = await createArchiveWriter(location);
    const reported = new Map<string, { bytes: number; sha256: string }>();
    for (const [entry, data] of entries)
      // Streams and buffers alike: a table's dump arrives as a stream of unknown length.
      reported.set(entry, await writer.write(entry, entry.endsWith('.bin') ? Readable.from([data]) : data));
    await writer.finish();

    const reader = await openArchive(location);
    expect(reader.kind).toBe(name.endsWith('.tar') ? 'tar' : 'folder');
    expect([...reader.entries().keys()].sort()).toEqual(entries.map(([entry]) => entry).sort());
    for (const [entry, data] of entries) {
      expect((await reader.read(entry)).equals(data), entry).toBe(true);
      expect(reported.get(entry)).toEqual({
        bytes: data.length,
        sha256: crypto.createHash('sha256').update(data).digest('hex'),
      });
    }
  });

  it('refuses to write over an existing backup, and leaves nothing behind when aborted', async () => {
    const location = path.join(tempDir(), name);
    const first = await createArchiveWriter(location);
    await first.write('manifest.json', Buffer.from('{}'));
    await first.finish();
    await expect(createArchiveWriter(location)).rejects.toThrow(ArchiveError);

    const other = path.join(tempDir(), name);
    const aborted = await createArchiveWriter(other);
    await aborted.write('files/a.txt', Buffer.from('a'));
    await aborted.abort();
    expect(fs.readdirSync(path.dirname(other))).toEqual([]);
  });
});

describe('a .tar backup', () => {
  it('is a tar file the tar program lists and unpacks, long and Indian-script names included', async () => {
    const dir = tempDir();
    const location = path.join(dir, 'backup.tar');
    const writer = await createArchiveWriter(location);
    for (const [entry, data] of entries) await writer.write(entry, data);
    await writer.finish();
    const listed = execFileSync('tar', ['-tf', location], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.sort()).toEqual(entries.map(([entry]) => entry).sort());
    const unpacked = path.join(dir, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xf', location, '-C', unpacked]);
    for (const [entry, data] of entries)
      expect(fs.readFileSync(path.join(unpacked, entry)).equals(data), entry).toBe(true);
  });

  it('reads a tar file the tar program made from a backup folder', async () => {
    const dir = tempDir();
    const folder = path.join(dir, 'backup');
    const writer = await createArchiveWriter(folder);
    for (const [entry, data] of entries) await writer.write(entry, data);
    await writer.finish();
    const location = path.join(dir, 'packed.tar');
    execFileSync('tar', ['-cf', location, '-C', folder, '.']);
    const reader = await openArchive(location);
    for (const [entry, data] of entries) expect((await reader.read(entry)).equals(data), entry).toBe(true);
  });

  it('is refused when cut short or not a tar file at all', async () => {
    const dir = tempDir();
    const location = path.join(dir, 'backup.tar');
    const writer = await createArchiveWriter(location);
    for (const [entry, data] of entries) await writer.write(entry, data);
    await writer.finish();
    const cut = path.join(dir, 'cut.tar');
    fs.writeFileSync(cut, fs.readFileSync(location).subarray(0, 1200));
    await expect(openArchive(cut)).rejects.toThrow('cut short');
    const other = path.join(dir, 'other.tar');
    fs.writeFileSync(other, Buffer.alloc(2048, 'x'));
    await expect(openArchive(other)).rejects.toThrow('is not a tar file');
  });
});
