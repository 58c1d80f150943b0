import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { messageText } from '@client/i18n/messages';
import { apiError } from './api-error';
import { schemaInputResolver, type InputMapping } from './schema-input-resolver';

/**
 * A form validated by a shared zod schema: react-hook-form with the zod resolver, so the schema's
 * own messages land on their fields and submitting moves focus to the first invalid one.
 * `field(name)` ties a TextField, TextAreaField or SelectField to a value and its message:
 * `<TextField label="Email" {...field('email')} />`.
 */
export function useSchemaForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaultValues: In) {
  // The resolver's types cannot follow a schema that is itself generic; these are its input and output.
  const resolver = zodResolver(schema);
  return useFormWith(resolver, defaultValues, (path) =>
    path.split('.')[0]! in defaultValues ? (path as FieldPath<In>) : undefined,
  );
}

/** The same for a form whose schema checks a call's input built from its values (a campaign's). */
export function useSchemaInputForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, FieldValues>,
  defaultValues: In,
  mapping: InputMapping<In>,
) {
  return useFormWith<In, Out>(
    schemaInputResolver(schema, mapping),
    defaultValues,
    (path) => mapping.fieldOf[path],
  );
}

const messageTextOf = (message: string | undefined) => (message ? messageText(message) : message);

function useFormWith<In extends FieldValues, Out>(
  resolver: Resolver<In, unknown, Out>,
  defaultValues: In,
  fieldOf: (path: string) => FieldPath<In> | undefined,
) {
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: defaultValues as DefaultValues<In> });
  const field = (name: FieldPath<In>) => ({
    ...form.register(name),
    // The schema's message in the page's language (the server's come in it already).
    error: messageTextOf(form.getFieldState(name, form.formState).error?.message),
  });

  /**
   * Puts the messages of a refused input (the server's zod issues, by path) on their fields and
   * focuses the first. False when the error named none of this form's fields.
   */
  const showServerErrors = (error: unknown) => {
    const named = apiError(error).issues.flatMap(({ path, message }) => {
      const name = fieldOf(path);
      return name ? [{ name, message }] : [];
    });
    named.forEach(({ name, message }, i) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    return named.length > 0;
  };

  return { ...form, field, showServerErrors, submitting: form.formState.isSubmitting };
}
