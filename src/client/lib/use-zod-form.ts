import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;
export type FieldErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

/**
 * Form state validated with a shared zod schema. `handleSubmit(action)` shows the first message of
 * each field, or runs the action with the parsed values while `submitting` is true; editing a
 * field clears its message.
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
      const key = issue.path[0] as keyof V & string | undefined;
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

  return { values, errors, setField, handleSubmit, submitting };
}
