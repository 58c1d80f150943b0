import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaInputResolver } from './schema-input-resolver';

type Values = { name: string; start: string; end: string };

// The call's input nests the dates and checks the whole as well, as the campaign schemas do.
const input = z
  .object({
    title: z.string().min(1, 'Campaign title is required'),
    timeline: z.object({ start_date: z.string(), end_date: z.string() }),
  })
  .superRefine((v, ctx) => {
    if (v.timeline.end_date < v.timeline.start_date)
      ctx.addIssue({ code: 'custom', path: ['timeline', 'end_date'], message: 'End before start' });
    if (!v.title) ctx.addIssue({ code: 'custom', path: [], message: 'Please fill in all required fields.' });
  });

const resolver = schemaInputResolver<Values, z.output<typeof input>>(input, {
  toInput: (v) => ({ title: v.name.trim(), timeline: { start_date: v.start, end_date: v.end } }),
  fieldOf: { title: 'name', 'timeline.end_date': 'end' },
});
const run = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] });

describe('a form checked through the input it builds', () => {
  it("puts each message on the field that shows it, and the whole input's message on root", async () => {
    const { errors } = await run({ name: 'Diwali', start: '2026-11-10', end: '2026-11-01' });
    expect(errors).toEqual({ end: { type: 'custom', message: 'End before start' } });
  });

  it('names the field of a missing value and keeps the message about the whole on root', async () => {
    const { errors } = await run({ name: ' ', start: '2026-11-01', end: '2026-11-10' });
    expect(errors).toEqual({
      name: { type: 'too_small', message: 'Campaign title is required' },
      root: { type: 'custom', message: 'Please fill in all required fields.' },
    });
  });

  it('gives the parsed input when it passes', async () => {
    const result = await run({ name: ' Diwali ', start: '2026-11-01', end: '2026-11-10' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Diwali',
      timeline: { start_date: '2026-11-01', end_date: '2026-11-10' },
    });
  });
});
