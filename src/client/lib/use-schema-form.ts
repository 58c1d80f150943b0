import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { apiError } from './api-error';

/**
 * A form validated by a shared zod schema: react-hook-form with the zod resolver, so the schema's
 * own messages land on their fields and submitting moves focus to the first invalid one.
 * `field(name)` ties a TextField, TextAreaField or SelectField to a value and its message:
 * `<TextField label="Email" {...field('email')} />`.
 */
export function useSchemaForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaultValues: In) {
  const form = useForm<In, unknown, Out>({
    // The resolver's types cannot follow a schema that is itself generic; these are its input and output.
    resolver: zodResolver(schema) as unknown as Resolver<In, unknown, Out>,
    defaultValues: defaultValues as DefaultValues<In>,
  });
  const field = (name: FieldPath<In>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  /**
   * Puts the messages of a refused input (the server's zod issues, by field path) on their fields and
   * focuses the first. False when the error named none of this form's fields.
   */
  const showServerErrors = (error: unknown) => {
    const issues = apiError(error).issues.filter((i) => i.path.split('.')[0]! in defaultValues);
    issues.forEach(({ path, message }, i) =>
      form.setError(path as FieldPath<In>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    return issues.length > 0;
  };

  return { ...form, field, showServerErrors, submitting: form.formState.isSubmitting };
}
