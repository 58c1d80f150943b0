import { describe, expect, it } from 'vitest';
import enAdmin from './en/admin';
import enApp from './en/app';
import enPublic from './en/public';
import hiAdmin from './hi/admin';
import hiApp from './hi/app';
import hiPublic from './hi/public';

/** Every key of a catalogue, nested keys joined by dots. */
const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

/** Placeholders ({{name}}) a text fills in. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const textAt = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;

/* tsc already refuses a Hindi part whose keys differ from English's; this holds it at run time too. */
describe.each([
  ['public', enPublic, hiPublic],
  ['app', enApp, hiApp],
  ['admin', enAdmin, hiAdmin],
])('the %s catalogue', (_name, en, hi) => {
  it('has the same keys in both languages', () => {
    expect(keysOf(hi).sort()).toEqual(keysOf(en).sort());
  });

  it('fills the same placeholders in both languages, and every Hindi text is written', () => {
    for (const key of keysOf(en)) {
      const hindi = textAt(hi, key);
      expect(hindi.trim(), key).not.toBe('');
      if (!key.endsWith('_one')) {
        expect(placeholders(hindi), key).toEqual(placeholders(textAt(en, key)));
        continue;
      }
      // Hindi's "one" covers 0 and 1, so it may name the count where English says "One".
      const allowed = new Set(placeholders(textAt(en, key.replace(/_one$/, '_other'))));
      for (const name of placeholders(hindi)) expect(allowed, `${key} {{${name}}}`).toContain(name);
    }
  });
});
