/**
 * The Hindi reads as one voice (docs/hindi-glossary.md): no Hindi source file writes a form the
 * glossary rules out. A failure names the file, the line and the form to write instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryBreaks, HINDI_GLOSSARY } from './hindi-glossary';

const SRC = path.resolve(__dirname, '../..');
const ROOT = path.resolve(SRC, '..');
const DEVANAGARI = /[\u0900-\u097F]/;

/** Files whose Devanagari is not the product speaking, each with why. */
const NOT_THE_PRODUCT_SPEAKING: Record<string, string> = {
  'shared/i18n/hindi-glossary.ts': 'lists the forms not to use',
  'shared/disclosure.ts': 'matches what people write, in any spelling',
  'shared/contact-fold.ts': 'matches what people write, in any spelling',
  'server/seed/demo-data.ts': 'what demo users wrote',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const hindiFiles = sourceFiles(SRC)
  .filter((file) => !(path.relative(SRC, file).split(path.sep).join('/') in NOT_THE_PRODUCT_SPEAKING))
  .filter((file) => DEVANAGARI.test(fs.readFileSync(file, 'utf8')));

describe('the Hindi glossary', () => {
  it('finds the Hindi catalogues, messages and notices', () => {
    const names = hindiFiles.map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'client/i18n/hi/app/brand.ts',
        'shared/i18n/messages-hi.ts',
        'shared/i18n/notices-hi.ts',
        'client/features/public/legal/i18n/hi/terms.ts',
      ]),
    );
  });

  it('names a form to write for each form it rules out, once', () => {
    const avoided = HINDI_GLOSSARY.map((rule) => rule.avoid);
    expect(new Set(avoided).size).toBe(avoided.length);
    for (const rule of HINDI_GLOSSARY) expect(rule.use).not.toBe(rule.avoid);
  });

  it('finds a ruled-out form where it starts a word, not inside another', () => {
    expect(glossaryBreaks('नई ऐप्लिकेशन\nआपकी तारीख़').map((b) => [b.line, b.rule.use])).toEqual([
      [1, 'एप्लिकेशन'],
      [2, 'ख'],
    ]);
    expect(glossaryBreaks('सिर्फ़ ज़रूरी फ़ोन, एक्शन')).toEqual([]);
  });

  it('is kept by every Hindi source file', () => {
    const breaks = hindiFiles.flatMap((file) =>
      glossaryBreaks(fs.readFileSync(file, 'utf8')).map(
        ({ line, rule }) =>
          `${path.relative(ROOT, file)}:${line}: "${rule.avoid}" -> "${rule.use}" (${rule.term})`,
      ),
    );
    expect(breaks).toEqual([]);
  });
});
