/**
 * Every message the shared schemas and the server's refusals write has Hindi text
 * (docs/decisions/091-hindi-catalogues.md): this scan reads their sources with the TypeScript parser,
 * finds the texts in a message's place (a zod check's message, a `message:`/`error:` field, an
 * error helper's argument, a MESSAGE constant) and fails, naming file and line, on one the Hindi
 * dictionary leaves in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as constants from '../constants';
import hindi from './hindi';
import { translateMessage } from './messages';
import { FIELD_NAMES_HI, hindiField } from './messages-hi';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Texts in a message's place that nobody reads as a message, each with why.
 */
const NOT_MESSAGES = new Set<string>([
  // static.ts: the operator's message when the client was never built; no user sees it.
  "'The web client is not built yet: run `npm run build`.'",
  // contact.ts: the greeting an admin's reply form starts with, which the admin edits.
  '`Hi ${m.name},\\n\\n`',
]);

/** Files whose texts are not messages of a refusal: notifications (notices-hi.ts), emails, logs, scripts. */
const SKIPPED = [
  /\/notices\.ts$/,
  /^src\/server\/(mail|cli|seed|backup|build|jobs)\//,
  /^src\/server\/(logger|fatal|shutdown|serve|main|env)\.ts$/,
  /^src\/server\/pdf\//,
  /^src\/shared\/(email-content|privacy-notice|product|dates|format|campaign-terms|csv|audit-actions)\.ts$/,
];

/** Methods of zod whose string arguments are messages. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'uuid',
  'string',
  'number',
  'enum',
  'literal',
  'boolean',
  'array',
  'object',
  'union',
  'date',
  'iso',
  'datetime',
]);

/** The error helpers of src/server/errors.ts and the argument that is their message. */
const HELPERS: Record<string, number> = {
  badRequest: 0,
  conflict: 0,
  forbidden: 0,
  fieldRefused: 1,
  AppError: 1,
  // The rate limiter's refusal (429).
  consume: 3,
};

/** Values tried for a template's part that cannot be read from the source: a name, a number, money. */
const SAMPLES = ['Title', '5', '₹5,000', 'active'];

/** The names of constants that hold messages: `UTR_USED`, `OFFER_MESSAGES`, `ERASURE_REFUSALS`, `DISCLOSURE_ADVICE`. */
const MESSAGE_CONSTANT = /^[A-Z0-9_]*(MESSAGE|REFUS|ADVICE|_USED$|_DONE$|WRONG)[A-Z0-9_]*$/;

type Found = { file: string; line: number; text: ts.Expression };

function walkFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walkFiles(rel, out);
    else if (rel.endsWith('.ts') && !rel.endsWith('.test.ts') && !rel.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const isText = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** The texts a message may come from inside an expression: `a ? 'x' : 'y'`, `'x' + y`, `() => 'x'`. */
function textsIn(node: ts.Expression | undefined): ts.Expression[] {
  if (!node) return [];
  if (isText(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return textsIn(node.expression);
  if (ts.isConditionalExpression(node)) return [...textsIn(node.whenTrue), ...textsIn(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return textsIn(node.right);
  if (ts.isArrowFunction(node)) {
    if (ts.isBlock(node.body)) {
      const out: ts.Expression[] = [];
      const visit = (n: ts.Node) => {
        if (ts.isReturnStatement(n)) out.push(...textsIn(n.expression));
        else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
      };
      ts.forEachChild(node.body, visit);
      return out;
    }
    return textsIn(node.body);
  }
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? textsIn(p.initializer) : []));
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => textsIn(e));
  return [];
}

/** A sentence, not a key or a name: some words, or a template that starts with its varying part. */
const looksLikeMessage = (text: ts.Expression) => {
  const head = ts.isTemplateExpression(text) ? text.head.text : (text as ts.StringLiteral).text;
  return /[a-z] /i.test(head) || (ts.isTemplateExpression(text) && head === '');
};

function scan(file: string): { messages: Found[]; labels: Found[]; nouns: Found[] } {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const messages: Found[] = [];
  const labels: Found[] = [];
  const nouns: Found[] = [];
  const at = (text: ts.Expression) => ({
    file,
    line: source.getLineAndCharacterOfPosition(text.getStart()).line + 1,
    text,
  });
  const shared = file.startsWith('src/shared/');
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      if (name in HELPERS) for (const t of textsIn(args[HELPERS[name]!])) messages.push(at(t));
      if (name === 'notFound') for (const t of textsIn(args[0])) nouns.push(at(t));
      if (shared && ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression))
        for (const arg of args) for (const t of textsIn(arg)) if (looksLikeMessage(t)) messages.push(at(t));
      if (shared && (name === 'text' || name === 'safeText'))
        for (const t of textsIn(args[0])) labels.push(at(t));
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const key = node.name.text;
      const notice =
        ts.isObjectLiteralExpression(node.parent) &&
        node.parent.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'title');
      if ((key === 'message' || key === 'error') && !notice)
        for (const t of textsIn(node.initializer)) if (looksLikeMessage(t)) messages.push(at(t));
      if (shared && key === 'field') for (const t of textsIn(node.initializer)) labels.push(at(t));
    }
    // Constants (`UTR_USED`, `OFFER_MESSAGES`, `DISCLOSURE_ADVICE`) and functions that write a message.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_CONSTANT.test(node.name.text))
      for (const t of textsIn(node.initializer)) if (looksLikeMessage(t)) messages.push(at(t));
    if (ts.isFunctionDeclaration(node) && node.name && /(Message|refusal)$/.test(node.name.text) && node.body)
      for (const t of textsIn(
        ts.factory.createArrowFunction(undefined, undefined, [], undefined, undefined, node.body),
      ))
        messages.push(at(t));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { messages, labels, nouns };
}

/** A file's own constants with a literal value: `const MAX = 30;`. */
function localConstants(node: ts.Node): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      const init = n.initializer;
      if (ts.isNumericLiteral(init) || ts.isStringLiteral(init)) out[n.name.text] = init.text;
    }
    ts.forEachChild(n, visit);
  };
  visit(node.getSourceFile());
  return out;
}

/** The values a template part can take: a constant's own value when the source names one, else samples. */
function partValues(expr: ts.Expression, locals: Record<string, string>): string[] {
  const known = (name: string): string | undefined =>
    locals[name] ?? (name in constants ? String((constants as Record<string, unknown>)[name]) : undefined);
  if (ts.isConditionalExpression(expr))
    return [...partValues(expr.whenTrue, locals), ...partValues(expr.whenFalse, locals)];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isIdentifier(expr)) {
    const value = known(expr.text);
    if (value !== undefined) return [value];
  }
  if (
    ts.isCallExpression(expr) &&
    ts.isPropertyAccessExpression(expr.expression) &&
    expr.expression.name.text === 'toLocaleString' &&
    ts.isIdentifier(expr.expression.expression)
  ) {
    const value = known(expr.expression.expression.text);
    if (value !== undefined) return [Number(value).toLocaleString('en-IN')];
  }
  return SAMPLES;
}

/** Every English text a found text can be: a template's parts filled with each value they may take. */
function variants(text: ts.Expression): string[] {
  if (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text)) return [text.text];
  if (!ts.isTemplateExpression(text)) return [];
  const locals = localConstants(text);
  let out = [text.head.text];
  for (const span of text.templateSpans) {
    const values = partValues(span.expression, locals);
    out = out.flatMap((prefix) => values.map((v) => prefix + v + span.literal.text));
  }
  return out;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const inHindi = (english: string) => {
  const hi = translateMessage(english, hindi);
  return hi !== english && DEVANAGARI.test(hi);
};

const files = [...walkFiles('src/shared'), ...walkFiles('src/server')]
  .filter((f) => !f.startsWith('src/shared/i18n/'))
  .filter((f) => !SKIPPED.some((re) => re.test(f)));
const found = files.map(scan);
const where = (f: Found) => `${f.file}:${f.line} ${f.text.getText()}`;

describe('Hindi for the schemas’ and the server’s messages', () => {
  it('finds the messages it is meant to find', () => {
    const all = found.flatMap((f) => f.messages).flatMap((f) => variants(f.text));
    expect(all).toContain('Email is required');
    expect(all).toContain(`Password must be at least ${constants.PASSWORD_MIN_LENGTH} characters`);
    expect(all.length).toBeGreaterThan(200);
  });

  it('has Hindi for every message', () => {
    const missing = found
      .flatMap((f) => f.messages)
      .filter((f) => {
        if (NOT_MESSAGES.has(f.text.getText())) return false;
        return !variants(f.text).some(inHindi);
      })
      .map(where);
    expect(missing).toEqual([]);
  });

  it('has Hindi for every field a message names and every thing that can be "not found"', () => {
    const literal = (f: Found) =>
      ts.isStringLiteral(f.text) || ts.isNoSubstitutionTemplateLiteral(f.text) ? f.text.text : null;
    const unnamed = found
      .flatMap((f) => f.labels)
      .filter((f) => {
        const label = literal(f);
        return label !== null && FIELD_NAMES_HI[label] === undefined && hindiField(label) === label;
      })
      .map(where);
    expect(unnamed).toEqual([]);
    const notFound = found
      .flatMap((f) => f.nouns)
      .filter((f) => {
        const noun = literal(f);
        if (noun === null) return false;
        const hi = translateMessage(`${noun} not found`, hindi);
        return !DEVANAGARI.test(hi) || hi.includes(noun);
      })
      .map(where);
    expect(notFound).toEqual([]);
  });

  it('leaves no English sentence in the Hindi (quoted examples, names and API values aside)', () => {
    const english = found
      .flatMap((f) => f.messages)
      .flatMap((f) => variants(f.text))
      .filter(inHindi)
      .map((e) => translateMessage(e, hindi))
      .filter((hi) => /[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}/.test(hi.replace(/"[^"]*"/g, '')));
    expect(english).toEqual([]);
  });

  it('leaves a message already in Hindi as it is (the server may translate an error twice)', () => {
    const hindiTexts = found
      .flatMap((f) => f.messages)
      .flatMap((f) => variants(f.text))
      .filter(inHindi)
      .map((english) => translateMessage(english, hindi));
    const changed = hindiTexts.filter((hi) => translateMessage(hi, hindi) !== hi);
    expect(changed).toEqual([]);
  });

  it('names the fields describeZodError names, and composes its sentences', () => {
    expect(translateMessage('Full name is required', hindi)).toBe(`${hindiField('Full name')} ज़रूरी है`);
    expect(translateMessage('budget: Invalid input', hindi)).toMatch(DEVANAGARI);
    expect(translateMessage('Invalid input: expected number, received string', hindi)).toMatch(DEVANAGARI);
  });
});
