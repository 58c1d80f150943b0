import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .ts and .tsx file under src and tests, with its text. */
function sources() {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        files.push({ file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(ROOT, 'src'));
  walk(path.join(ROOT, 'tests'));
  return files;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function productAnchors() {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
  const ids = [...doc.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!);
  const headings = [...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!));
  return new Set([...ids, ...headings]);
}

/** A reference to the product documents that are not in this repository ("spec 2 section 5", "the contract"). */
const OUTSIDE_DOCUMENT =
  /\bspecs?\s*(?:\d|§)|\bthe spec\b|\bspec['’]s\b|\bspec (?:message|text|toast|threshold)s?\b|\bthe contract\b|\bcontract['’]s\b|\(contract\b|contract part\b/i;

describe('docs/product.md, the reference comments cite', () => {
  // Itself excluded: it names the patterns it forbids.
  const files = sources().filter(({ file }) => file !== 'tests/integration/product-doc.test.ts');

  it('has every anchor a comment cites', () => {
    const anchors = productAnchors();
    const citations = files.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/product\.md#([\w-]+)/g)].map((m) => ({ file, anchor: m[1]! })),
    );
    expect(citations.length).toBeGreaterThan(50);
    expect(citations.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });

  it('is cited instead of documents outside the repository', () => {
    const stale = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ at: `${file}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => OUTSIDE_DOCUMENT.test(line)),
    );
    expect(stale).toEqual([]);
  });
});
