/**
 * `Content-Disposition: attachment` for a download that keeps its name in any script (RFC 6266).
 * Header values must be ASCII, so the name goes twice: `filename*=UTF-8''…` with the real name
 * percent-encoded (RFC 5987), which every current browser prefers, and a plain `filename="…"` of
 * the name's ASCII letters for clients that know only that. `किसान सूची_export.csv` becomes
 * `filename="export.csv"; filename*=UTF-8''%E0%A4%95…_export.csv`.
 */

/** UTF-8 bytes a name may take: file systems allow 255, and browsers add " (1)" to repeats. */
const MAX_NAME_BYTES = 200;

// Control characters (newlines and NUL among them) could end the header or hide part of the name,
// and a right-to-left override can make `photo\u202Egpj.exe` look like a picture. ZWJ and ZWNJ stay:
// Indian scripts need them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Path separators are never part of a saved file's name.
const SEPARATORS = /[/\\]/g;

const splitExtension = (name: string): [stem: string, extension: string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 10 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
};

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** Cuts a stem to fit, between letters as people see them (a vowel sign stays on its consonant). */
const fitStem = (stem: string, bytes: number) => {
  if (utf8Length(stem) <= bytes) return stem;
  let kept = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(stem)) {
    if (utf8Length(kept + segment) > bytes) break;
    kept += segment;
  }
  return kept;
};

/** The name a download is saved under: one line, no path, not longer than a file system takes. */
export const downloadName = (name: string, fallback: string) => {
  const clean = name.normalize('NFC').replace(CONTROL, '').replace(SEPARATORS, '_').trim();
  const [stem, extension] = splitExtension(clean || fallback);
  const fitted = fitStem(stem, MAX_NAME_BYTES - utf8Length(extension)).trim();
  return fitted ? `${fitted}${extension}` : fallback;
};

/** The name's printable ASCII, with what a quoted string cannot hold left out; else the fallback. */
const asciiName = (name: string, fallback: string) => {
  const [stem, extension] = splitExtension(name);
  const ascii = (text: string) =>
    text
      .replace(/[^\x20-\x7e]+/g, ' ')
      .replace(/["\\%;]/g, '_')
      .replace(/\s+/g, ' ');
  const plainStem = ascii(stem).replace(/^[\s._-]+|[\s_-]+$/g, '');
  const plainExtension = ascii(extension).trim();
  if (!plainStem || plainExtension !== extension) return fallback;
  return `${plainStem}${plainExtension}`;
};

/** RFC 5987 attr-chars stay as they are; `'`, `(`, `)` and `*` are escaped too. */
const encodeValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export const attachmentDisposition = (name: string, fallback = 'download') => {
  const saved = downloadName(name, fallback);
  return `attachment; filename="${asciiName(saved, fallback)}"; filename*=UTF-8''${encodeValue(saved)}`;
};
