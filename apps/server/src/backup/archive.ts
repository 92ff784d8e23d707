import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where a backup is written and read (decision 038): a folder of plain files, or one .tar file of
 * the same paths that any tar program lists and unpacks. Entries are named by relative paths of
 * plain segments (`manifest.json`, `database/public/farmers.copy.gz`, `files/<key>`).
 */
export type WrittenEntry = { bytes: number; sha256: string };

export type ArchiveWriter = {
  /** Where it ends up: the folder, or the .tar file. */
  location: string;
  /** Adds one entry; a stream is spooled to a temporary file first when the tar needs its size. */
  write: (name: string, data: Buffer | Readable) => Promise<WrittenEntry>;
  /** Makes the backup complete: the .tar takes its name only now. */
  finish: () => Promise<void>;
  /** Removes what was written. */
  abort: () => Promise<void>;
};

export type ArchiveReader = {
  location: string;
  kind: 'folder' | 'tar';
  /** Every entry's name and size. */
  entries: () => Map<string, number>;
  open: (name: string) => Readable;
  read: (name: string) => Promise<Buffer>;
};

export class ArchiveError extends Error {}

const plainName = (name: string) => {
  const segments = name.split('/');
  if (!segments.every((s) => s !== '' && s !== '.' && s !== '..') || /[\\\p{Cc}]/u.test(name))
    throw new ArchiveError(`Invalid entry name in the backup: ${JSON.stringify(name)}`);
  return name;
};

export const isTarPath = (location: string) => location.toLowerCase().endsWith('.tar');

const hashing = () => {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  return {
    update: (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    },
    result: (): WrittenEntry => ({ bytes, sha256: hash.digest('hex') }),
  };
};

/** Writes `data` to `file`, counting and hashing it on the way. */
const writeFileHashed = async (file: string, data: Buffer | Readable) => {
  const hash = hashing();
  const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(file),
  );
  return hash.result();
};

const isEmptyFolder = async (folder: string) => {
  try {
    return (await fsp.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
};

/** A new backup at `location`: a .tar path, or a folder that does not exist yet or is empty. */
export const createArchiveWriter = async (location: string): Promise<ArchiveWriter> => {
  const target = path.resolve(location);
  if (isTarPath(target)) {
    if (fs.existsSync(target)) throw new ArchiveError(`${target} already exists: choose a new file name.`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    return createTarWriter(target);
  }
  if (!(await isEmptyFolder(target)))
    throw new ArchiveError(`${target} is not empty: give a new folder, or a file name ending in .tar.`);
  const existed = fs.existsSync(target);
  await fsp.mkdir(target, { recursive: true });
  return {
    location: target,
    write: async (name, data) => {
      const file = path.join(target, plainName(name));
      await fsp.mkdir(path.dirname(file), { recursive: true });
      return writeFileHashed(file, data);
    },
    finish: async () => {},
    abort: async () => {
      if (existed) {
        for (const entry of await fsp.readdir(target))
          await fsp.rm(path.join(target, entry), { recursive: true, force: true });
      } else await fsp.rm(target, { recursive: true, force: true });
    },
  };
};

// ---- tar (POSIX ustar, with pax headers for long names and sizes) ---------------------------

const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

const header = (name: string, size: number, type: '0' | 'x', mtime: number) => {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
};

/** One pax record, "<length> <key>=<value>\n", whose length counts itself. */
const paxRecord = (key: string, value: string) => {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
};

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The header blocks of one file: a plain ustar header, after a pax header when it needs one. */
const headersFor = (name: string, size: number) => {
  const mtime = Math.floor(Date.now() / 1000);
  const records = [
    ...(Buffer.byteLength(name) > 100 || !/^[\x20-\x7e]*$/.test(name) ? [paxRecord('path', name)] : []),
    ...(size > MAX_OCTAL_SIZE ? [paxRecord('size', String(size))] : []),
  ];
  const plain = header(name.slice(0, 100), size > MAX_OCTAL_SIZE ? 0 : size, '0', mtime);
  if (!records.length) return plain;
  const pax = Buffer.from(records.join(''));
  return Buffer.concat([header('PaxHeader', pax.length, 'x', mtime), pax, padding(pax.length), plain]);
};

const createTarWriter = async (target: string): Promise<ArchiveWriter> => {
  const partial = `${target}.partial`;
  const spool = `${target}.spool`;
  const out = await fsp.open(partial, 'w');
  let position = 0;
  const append = async (data: Buffer) => {
    await out.write(data, 0, data.length, position);
    position += data.length;
  };
  const names = new Set<string>();
  return {
    location: target,
    write: async (name, data) => {
      plainName(name);
      if (names.has(name)) throw new ArchiveError(`${name} is written twice`);
      names.add(name);
      if (Buffer.isBuffer(data)) {
        const hash = hashing();
        hash.update(data);
        await append(headersFor(name, data.length));
        await append(data);
        await append(padding(data.length));
        return hash.result();
      }
      // A stream's size is known once it has ended: spool it, then copy it in.
      const written = await writeFileHashed(spool, data);
      await append(headersFor(name, written.bytes));
      for await (const chunk of fs.createReadStream(spool)) await append(chunk as Buffer);
      await append(padding(written.bytes));
      await fsp.rm(spool, { force: true });
      return written;
    },
    finish: async () => {
      await append(Buffer.alloc(BLOCK * 2));
      await out.sync();
      await out.close();
      await fsp.rename(partial, target);
    },
    abort: async () => {
      await out.close().catch(() => {});
      await fsp.rm(partial, { force: true });
      await fsp.rm(spool, { force: true });
    },
  };
};

const cString = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const parseOctal = (block: Buffer, start: number, length: number) => {
  // GNU tar writes sizes over 8 GiB as base-256, flagged by the high bit.
  if ((block[start] ?? 0) & 0x80) {
    let value = 0;
    for (let i = start + 1; i < start + length; i++) value = value * 256 + (block[i] ?? 0);
    return value;
  }
  const text = cString(block, start, length).trim();
  return text ? Number.parseInt(text, 8) : 0;
};

const parsePax = (data: Buffer) => {
  const values = new Map<string, string>();
  for (let at = 0; at < data.length;) {
    const space = data.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number.parseInt(data.subarray(at, space).toString('ascii'), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) values.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return values;
};

/** Indexes a .tar by reading its headers only: each entry is then read from its offset. */
const indexTar = async (file: string) => {
  const handle = await fsp.open(file, 'r');
  const index = new Map<string, { offset: number; size: number }>();
  try {
    const { size: total } = await handle.stat();
    const block = Buffer.alloc(BLOCK);
    let pax = new Map<string, string>();
    let longName: string | undefined;
    let ended = false;
    for (let at = 0; at + BLOCK <= total;) {
      await handle.read(block, 0, BLOCK, at);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
      if (sum !== parseOctal(block, 148, 8))
        throw new ArchiveError(`${file} is not a tar file, or is damaged at byte ${at}.`);
      const type = String.fromCharCode(block[156] ?? 0);
      const size = pax.has('size') ? Number(pax.get('size')) : parseOctal(block, 124, 12);
      const data = at + BLOCK;
      const next = data + Math.ceil(size / BLOCK) * BLOCK;
      if (data + size > total)
        throw new ArchiveError(`${file} ends in the middle of an entry: it is cut short.`);
      if (type === 'x' || type === 'L') {
        const content = Buffer.alloc(size);
        await handle.read(content, 0, size, data);
        if (type === 'x') pax = parsePax(content);
        else longName = cString(content, 0, size);
      } else if (type === 'g') {
        // Global pax headers carry nothing a backup needs.
      } else {
        const prefix = cString(block, 345, 155);
        const plain = cString(block, 0, 100);
        const name = pax.get('path') ?? longName ?? (prefix ? `${prefix}/${plain}` : plain);
        if (type === '0' || type === '\0' || type === '7')
          index.set(name.replace(/^\.\//, ''), { offset: data, size });
        pax = new Map();
        longName = undefined;
      }
      at = next;
    }
    if (!ended) throw new ArchiveError(`${file} has no end-of-archive marker: it is cut short.`);
  } finally {
    await handle.close();
  }
  return index;
};

const walk = async (root: string) => {
  const entries = new Map<string, number>();
  for (const entry of await fsp.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    entries.set(path.relative(root, full).split(path.sep).join('/'), (await fsp.stat(full)).size);
  }
  return entries;
};

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const openArchive = async (location: string): Promise<ArchiveReader> => {
  const source = path.resolve(location);
  const stat = await fsp.stat(source).catch(() => null);
  if (!stat) throw new ArchiveError(`${source} does not exist.`);
  if (stat.isDirectory()) {
    const entries = await walk(source);
    const open = (name: string) => fs.createReadStream(path.join(source, plainName(name)));
    return {
      location: source,
      kind: 'folder',
      entries: () => entries,
      open,
      read: (name) => collect(open(name)),
    };
  }
  const index = await indexTar(source);
  const open = (name: string) => {
    const entry = index.get(name);
    if (!entry) throw new ArchiveError(`${name} is not in ${source}`);
    return entry.size === 0
      ? Readable.from([])
      : fs.createReadStream(source, { start: entry.offset, end: entry.offset + entry.size - 1 });
  };
  return {
    location: source,
    kind: 'tar',
    entries: () => new Map([...index].map(([name, { size }]) => [name, size])),
    open,
    read: (name) => collect(open(name)),
  };
};
