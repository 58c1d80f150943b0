/**
 * Every word a person reads comes from the catalogues (docs/decisions/091-hindi-catalogues.md):
 * this scan fails on English left in the client's screens, by area, naming file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(__dirname, '..');

/** Words that are the same in every language: names and the marks people know them by. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Collab Marketplace',
  'UPI',
  'GSTIN',
  'PAN',
  'IFSC',
  'UTR',
  'TDS',
  'GST',
  'CSV',
  'PDF',
  'Instagram',
  'YouTube',
  'X (Twitter)',
  'English',
  'हिन्दी',
  'OK',
]);

/** Props and object keys that carry words a person reads. */
const READ_KEYS = new Set([
  'title',
  'description',
  'label',
  'message',
  'placeholder',
  'heading',
  'hint',
  'help',
  'helpText',
  'summary',
  'busyText',
  'emptyText',
  'empty',
  'confirmText',
  'confirmLabel',
  'cancelText',
  'subtitle',
  'caption',
  'legend',
  'text',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'tooltip',
]);

/** Text that reads as words: letters with a space, or a capitalised word. */
const looksLikeWords = (text: string) => {
  const t = text.trim();
  if (!t || SAME_IN_EVERY_LANGUAGE.has(t)) return false;
  if (!/[A-Za-z]{2,}/.test(t)) return false;
  return /[A-Za-z]\s+[A-Za-z]/.test(t) || /^[A-Z][a-z]/.test(t) || /[a-z]{2,}[.!?…:]$/.test(t);
};

const textOf = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
};

const nameOf = (name: ts.PropertyName | ts.JsxAttributeName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name)
    ? name.text
    : ts.isJsxNamespacedName(name)
      ? ''
      : name.getText();

function englishIn(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${path.relative(CLIENT, file)}:${line} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (looksLikeWords(node.text) || /^[A-Za-z]+$/.test(node.text.trim())) report(node, node.text);
    } else if (ts.isJsxAttribute(node) && node.initializer && READ_KEYS.has(nameOf(node.name))) {
      const init = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = init && textOf(init);
      if (text !== undefined && looksLikeWords(text)) report(node, text);
    } else if (ts.isPropertyAssignment(node) && READ_KEYS.has(nameOf(node.name))) {
      const text = textOf(node.initializer);
      if (text !== undefined && looksLikeWords(text)) report(node, text);
    } else if (ts.isJsxExpression(node) && node.expression) {
      const text = textOf(node.expression);
      if (text !== undefined && looksLikeWords(text) && !ts.isJsxAttribute(node.parent)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const screenFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : screenFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts')
      ? [full]
      : [];
  });

/** One test per area, so each can be checked on its own (`-t features/brand`). */
const AREAS = [
  'components',
  'lib',
  'routes',
  ...fs.readdirSync(path.join(CLIENT, 'features')).map((f) => `features/${f}`),
];

describe('no English outside the catalogues', () => {
  it.each(AREAS)('%s', (area) => {
    expect(screenFiles(path.join(CLIENT, area)).flatMap(englishIn)).toEqual([]);
  });
});
