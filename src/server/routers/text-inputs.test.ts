import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEXT_RULE } from '@shared/schemas/common';
import { appRouter } from './app-router';

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  left?: Schema;
  right?: Schema;
  items?: Schema[];
  getter?: () => Schema;
};
type Schema = z.ZodType & { _zod: { def: Def } };

/** Every issue of a failed parse, those inside a union's branches too. */
function issuesOf(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((i) => [i, ...('errors' in i ? i.errors.flatMap((e) => issuesOf(e)) : [])]);
}

/**
 * The places in an input schema where text goes in: each a schema that takes a string as it is
 * (a string, or what a preprocess, pipe or union of them starts with), with its path. A value of
 * unknown shape is reported as such: nothing could check the text inside it.
 */
function textInputs(schema: Schema, path: string): { path: string; schema: Schema | null }[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([k, v]) => textInputs(v, `${path}.${k}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return textInputs(def.innerType!, path);
    case 'array':
      return textInputs(def.element!, `${path}[]`);
    case 'record':
      return [...textInputs(def.keyType!, `${path}{key}`), ...textInputs(def.valueType!, `${path}{}`)];
    case 'tuple':
      return def.items!.flatMap((item, i) => textInputs(item, `${path}[${i}]`));
    case 'intersection':
      return [...textInputs(def.left!, path), ...textInputs(def.right!, path)];
    case 'lazy':
      return textInputs(def.getter!(), path);
    case 'union':
      return def.options!.some((o) => takesText(o)) ? [{ path, schema }] : [];
    case 'pipe':
      // Text read into a number (a budget typed as "5,000") is refused by being no number.
      if (!givesText(def.out!)) return [];
      return takesText(def.in!) ? [{ path, schema }] : textInputs(def.in!, path);
    case 'string':
      return [{ path, schema }];
    case 'unknown':
    case 'any':
      return [{ path, schema: null }];
    default:
      return [];
  }
}

/** Whether a schema's input may be a string (a transform or a preprocess takes anything). */
function takesText(schema: Schema): boolean {
  const def = schema._zod.def;
  if (['string', 'transform', 'unknown', 'any'].includes(def.type)) return true;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
    return takesText(def.innerType!);
  if (def.type === 'pipe') return takesText(def.in!);
  if (def.type === 'union') return def.options!.some((o) => takesText(o));
  return false;
}

/** Whether a schema's output may be text (a transform's may be anything). */
function givesText(schema: Schema): boolean {
  const def = schema._zod.def;
  if (['string', 'transform', 'unknown', 'any'].includes(def.type)) return true;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
    return givesText(def.innerType!);
  if (def.type === 'pipe') return givesText(def.out!);
  if (def.type === 'union') return def.options!.some((o) => givesText(o));
  return false;
}

type Procedure = { _def: { inputs: Schema[] } };

/** Every procedure's input schemas, by procedure name. */
function procedureInputs() {
  const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
  return Object.entries(procedures).flatMap(([name, p]) =>
    p._def.inputs.flatMap((input) => textInputs(input, name)),
  );
}

/** Text no field may take: a NUL, another C0 control, a lone surrogate. */
const REFUSED = ['ab\u0000cd', 'ab\u0007cd', 'ab\u001bcd', 'ab\ud800cd', 'ab\udfffcd'];

describe('every text a procedure takes goes through the one text rule (common.ts)', () => {
  const inputs = procedureInputs();

  it('finds the text inputs (a sanity check of the walk)', () => {
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.map((i) => i.path)).toContain('auth.register.full_name');
  });

  it('takes no value of unknown shape, whose text nothing checks', () => {
    expect(inputs.filter((i) => i.schema === null).map((i) => i.path)).toEqual([]);
  });

  it.each(REFUSED)('refuses %j in every one of them, by the text rule', (value) => {
    const passing = inputs
      .filter((i) => i.schema !== null)
      .filter(({ schema }) => {
        const result = schema!.safeParse(value);
        return (
          result.success ||
          !issuesOf(result.error.issues).some((i) => i.code === 'custom' && i.params?.rule === TEXT_RULE)
        );
      })
      .map((i) => i.path);
    expect(passing).toEqual([]);
  });
});
