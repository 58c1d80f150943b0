import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;
export type FieldErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

/** The keys of a form whose values are free text (not a choice, not a list). */
type TextKeys<V> = {
  [K in keyof V & string]: string extends V[K] ? (V[K] extends string ? K : never) : never;
}[keyof V & string];

/** What ties a TextField, TextAreaField or SelectField to one value of the form and its message. */
export type FieldBinding = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
};

/** `field('email')` gives the value, the change handler and the message of that field, to spread on its input. */
export function fieldBinder<V extends Values>(
  values: V,
  errors: FieldErrors<V>,
  setField: <K extends keyof V & string>(key: K, value: V[K]) => void,
) {
  return <K extends TextKeys<V>>(key: K): FieldBinding => ({
    value: values[key] as string,
    onChange: (event) => setField(key, event.target.value as V[K]),
    error: errors[key],
  });
}

/**
 * Form state validated with a shared zod schema. `handleSubmit(action)` shows the first message of
 * each field, or runs the action with the parsed values while `submitting` is true; editing a
 * field clears its message. `field(key)` binds an input to a value: `<TextField label="Email" {...field('email')} />`.
 */
export function useZodForm<V extends Values, Out>(schema: z.ZodType<Out, V>, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  };

  const validate = (): Out | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrors<V> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as (keyof V & string) | undefined;
      if (typeof key === 'string' && next[key] === undefined) next[key] = issue.message;
    }
    setErrors(next);
    return null;
  };

  const handleSubmit = (action: (parsed: Out) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate();
    if (!parsed) return;
    setSubmitting(true);
    try {
      await action(parsed);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, setField, field: fieldBinder(values, errors, setField), handleSubmit, submitting };
}
