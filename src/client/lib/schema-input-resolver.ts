import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form whose schema checks a call's input built from the form's values, not the values themselves. */
export type InputMapping<In extends FieldValues> = {
  /** The call's input, made from the form's values. */
  toInput: (values: In) => unknown;
  /** Which field shows the message of each input path ('timeline.start_date': 'startDate'). */
  fieldOf: Record<string, FieldPath<In>>;
};

/**
 * The zod resolver run on the input that `toInput` builds; its messages move to the fields that
 * `fieldOf` names, and a message about the input as a whole (path '') to `errors.root`.
 */
export function schemaInputResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, FieldValues>,
  { toInput, fieldOf }: InputMapping<In>,
): Resolver<In, unknown, Out> {
  const check = zodResolver(schema);
  return async (values, context, options) => {
    const result = await check(toInput(values) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length === 0) return { values: result.values as Out, errors: {} };
    const errors: FieldErrors<In> = {};
    const whole = result.errors[''];
    if (whole?.message) set(errors, 'root', { type: whole.type, message: whole.message });
    for (const [path, name] of Object.entries(fieldOf)) {
      const error = get<FieldErrors, { type: string; message?: string } | undefined>(result.errors, path);
      if (error?.message && !get(errors, name))
        set(errors, name, { type: error.type, message: error.message });
    }
    return { values: {}, errors };
  };
}
