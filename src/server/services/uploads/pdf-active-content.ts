import { inflateSync } from 'node:zlib';

/**
 * Names that make a PDF run something or act by itself when opened: scripts, automatic and
 * additional actions, launching programs, attached files, rich media and XFA forms (which carry
 * their own scripts). An identity scan needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

/** Filters an object stream may use and still be read here; anything else cannot be checked. */
const READABLE_FILTERS = new Set(['FlateDecode', 'Fl']);
const KNOWN_FILTERS = new Set([
  'FlateDecode',
  'Fl',
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'Crypt',
]);

/** Object streams inflate to at most this many bytes in all; a bigger one is a compression bomb. */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/**
 * A PDF name token: `/` then regular characters up to a delimiter or whitespace. `#xx` escapes are
 * decoded before comparing, so `/J#61vaScript` is `/JavaScript`.
 */
const NAME = /\/([^\x00\t\n\f\r /<>[\](){}%]*)/g;
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const namesIn = (text: string) => Array.from(text.matchAll(NAME), (m) => decodeName(m[1]!));

/** A stream keyword and its data; `endstream` itself does not match (no word boundary inside it). */
const STREAM_START = /\bstream\r?\n/g;

export type PdfVerdict = { ok: true } | { ok: false; reason: 'active-content' | 'uninspectable' };

/**
 * Judges a PDF by every byte of it, and by the decompressed content of its object streams (where
 * objects, and so actions, can hide compressed). The rule is deliberately cautious: a forbidden name
 * anywhere (even inside a string or image data) refuses the file, and an object stream that cannot
 * be decompressed here (another filter, encryption, damage, or too big) refuses it too.
 */
export function inspectPdf(bytes: Uint8Array): PdfVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (namesIn(text).some((n) => ACTIVE_NAMES.has(n))) return { ok: false, reason: 'active-content' };
  let inflatedTotal = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const dictStart = text.lastIndexOf('obj', match.index);
    const dictNames = namesIn(text.slice(dictStart < 0 ? 0 : dictStart, match.index));
    // A reader parses a stream as an object stream by its /First (with /N), whatever its /Type says.
    if (!dictNames.includes('ObjStm') && !dictNames.includes('First')) continue;
    const filters = dictNames.filter((n) => KNOWN_FILTERS.has(n));
    if (filters.some((f) => !READABLE_FILTERS.has(f))) return { ok: false, reason: 'uninspectable' };
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    const data = Buffer.from(
      bytes.buffer,
      bytes.byteOffset + dataStart,
      (end < 0 ? text.length : end) - dataStart,
    );
    let content: string;
    try {
      // A truncated stream throws instead of giving part of it; bytes after the stream's end are ignored.
      content =
        filters.length > 0
          ? inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES - inflatedTotal }).toString('latin1')
          : data.toString('latin1');
    } catch {
      return { ok: false, reason: 'uninspectable' };
    }
    inflatedTotal += content.length;
    if (namesIn(content).some((n) => ACTIVE_NAMES.has(n))) return { ok: false, reason: 'active-content' };
  }
  return { ok: true };
}
