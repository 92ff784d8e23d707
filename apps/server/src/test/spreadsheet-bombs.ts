import zlib from 'node:zlib';

/**
 * Hostile spreadsheets, built by hand: an .xlsx is a zip of XML parts, and a few kilobytes of
 * deflate can stand for hundreds of megabytes of XML. Shared by the limits test and the bench.
 */

type Entry = { name: string; data: Buffer; size: number; crc: number; method: 0 | 8 };
/** How the directory may lie about an entry: sizes only after the data (flag 8), or a smaller size. */
type Lie = { descriptor?: boolean; claimedSize?: number };

const deflateRepeated = async (head: string, chunk: string, times: number, tail: string) => {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(head);
  const block = chunk.repeat(Math.max(1, Math.floor((1 << 20) / chunk.length)));
  const perBlock = block.length / chunk.length;
  let left = times;
  for (; left >= perBlock; left -= perBlock) await write(block);
  if (left > 0) await write(chunk.repeat(left));
  await write(tail);
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size, crc };
};

const deflated = (name: string, text: string | Buffer): Entry => {
  const bytes = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(bytes), size: bytes.length, crc: zlib.crc32(bytes), method: 8 };
};

const zip = (entries: Entry[], lies: Record<string, Lie> = {}) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const lie = lies[entry.name] ?? {};
    const name = Buffer.from(entry.name);
    const claimed = lie.claimedSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(lie.descriptor ? 0x08 : 0, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(lie.descriptor ? 0 : entry.crc, 14);
    local.writeUInt32LE(lie.descriptor ? 0 : entry.data.length, 18);
    local.writeUInt32LE(lie.descriptor ? 0 : claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(lie.descriptor ? 16 : 0);
    if (lie.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.data.length, 8);
      descriptor.writeUInt32LE(claimed, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(lie.descriptor ? 0x08 : 0, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts every workbook needs around its one sheet (and, if given, its shared strings). */
const frame = (sharedStrings: boolean): Entry[] => [
  deflated(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
  ),
  deflated(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  deflated(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
  ),
];

const HEADER_ROW =
  '<row r="1">' +
  ['Farmer Name', 'Phone', 'Acres', 'Gender', 'Village', 'Block', 'District', 'State', 'Pincode']
    .map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`)
    .join('') +
  '</row>';

/**
 * A small .xlsx whose one sheet unpacks to `megabytes` of XML: a member row repeated. `lie` makes
 * the directory understate it, as a crafted file would.
 */
export const xmlBombXlsx = async (megabytes: number, lie?: Lie) => {
  const row =
    '<row><c t="inlineStr"><is><t>Ramesh Kumar</t></is></c><c><v>9845012345</v></c><c><v>2</v></c></row>';
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${HEADER_ROW}`;
  const tail = '</sheetData></worksheet>';
  const times = Math.ceil((megabytes * 1024 * 1024 - head.length - tail.length) / row.length);
  const sheet = await deflateRepeated(head, row, times, tail);
  return zip([...frame(false), { name: 'xl/worksheets/sheet1.xml', method: 8, ...sheet }], {
    ...(lie ? { 'xl/worksheets/sheet1.xml': lie } : {}),
  });
};

/** A tiny .xlsx whose `cells` cells all show one shared string of `chars` characters. */
export const sharedStringBombXlsx = (cells: number, chars: number) => {
  const rows = Array.from({ length: cells }, () => '<row><c t="s"><v>0</v></c></row>').join('');
  return zip([
    ...frame(true),
    deflated(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${HEADER_ROW}${rows}</sheetData></worksheet>`,
    ),
    deflated(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" count="${cells}" uniqueCount="1"><si><t>${'क'.repeat(chars)}</t></si></sst>`,
    ),
  ]);
};

/** A CSV whose header has `columns` columns, and one row. */
export const wideCsv = (columns: number) => Buffer.from(`${'c,'.repeat(columns - 1)}c\r\nRamesh\r\n`);

/** A CSV of `rows` one-cell rows under a header. */
export const longCsv = (rows: number) => Buffer.from(`Farmer Name\n${'Ramesh\n'.repeat(rows)}`);

/**
 * A one-sheet .xlsx around sheet XML written by the test itself (and, if given, shared strings),
 * for the parser's fuzz test: the XML may be anything, the zip and the parts around it are sound.
 */
export const xlsxWithXml = (sheetXml: string | Buffer, sharedStringsXml?: string | Buffer) =>
  zip([
    ...frame(sharedStringsXml !== undefined),
    deflated('xl/worksheets/sheet1.xml', sheetXml),
    ...(sharedStringsXml === undefined ? [] : [deflated('xl/sharedStrings.xml', sharedStringsXml)]),
  ]);

export const spreadsheetNamespace = NS;
