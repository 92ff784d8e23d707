import zlib from 'node:zlib';

/**
 * How many bytes an .xlsx (a zip) unpacks to, read from its directory before SheetJS sees it: a
 * 1.5 MB file can hold 400 MB of XML, and SheetJS allocates whatever an entry declares. The walk
 * follows SheetJS's own (the last end-of-directory record, its entry count, each entry's local
 * header), so the sizes counted are the ones SheetJS will use.
 */
export type ZipSizes = { ok: true; total: number } | { ok: false; reason: 'too_large' | 'unreadable' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DEFLATE = 8;
const ZIP64 = 0x0001;

/** The ZIP64 sizes in an extra field, as SheetJS reads them (uncompressed first). */
const zip64Size = (view: DataView, start: number, length: number) => {
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64 && size >= 8 && at + 12 <= view.byteLength)
      return Number(view.getBigUint64(at + 4, true));
    at += 4 + size;
  }
  return null;
};

/** Inflates without keeping the output, stopping once more than `limit` bytes came out. */
const inflatedSize = (data: Uint8Array, limit: number): number | 'too_large' | 'unreadable' => {
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: limit + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH })
      .length;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable';
  }
};

export const zipUncompressedSize = (bytes: Uint8Array, limit: number): ZipSizes => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 4;
  while (end >= 0 && view.getUint32(end, true) !== EOCD) end--;
  if (end < 0 || end + 22 > bytes.length) return { ok: false, reason: 'unreadable' };
  const count = view.getUint16(end + 8, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL)
      return { ok: false, reason: 'unreadable' };
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const centralExtra = at + 46 + nameLength;
    const centralSize = zip64Size(view, centralExtra, extraLength) ?? view.getUint32(at + 24, true);
    const offset = view.getUint32(at + 42, true);
    at = centralExtra + extraLength + commentLength;

    if (offset + 30 > bytes.length || view.getUint32(offset, true) !== LOCAL)
      return { ok: false, reason: 'unreadable' };
    const method = view.getUint16(offset + 8, true);
    const localNameLength = view.getUint16(offset + 26, true);
    const localExtraLength = view.getUint16(offset + 28, true);
    const dataStart = offset + 30 + localNameLength + localExtraLength;
    // SheetJS sizes its output buffer by the local header, overridden by a ZIP64 field of either
    // header when the local one has extra fields at all.
    const localSize =
      (localExtraLength
        ? (zip64Size(view, centralExtra, extraLength) ??
          zip64Size(view, offset + 30 + localNameLength, localExtraLength))
        : null) ?? view.getUint32(offset + 22, true);
    let size = Math.max(centralSize, localSize);
    if (method === DEFLATE && localSize === 0) {
      // Sizes written after the data (flag 8): SheetJS then inflates until the stream ends and
      // grows its buffer as it goes, so measure what really comes out.
      const measured = inflatedSize(bytes.subarray(dataStart), limit - total);
      if (measured === 'too_large') return { ok: false, reason: 'too_large' };
      if (measured === 'unreadable') return { ok: false, reason: 'unreadable' };
      size = Math.max(size, measured);
    }
    total += size;
    if (total > limit) return { ok: false, reason: 'too_large' };
  }
  return { ok: true, total };
};
