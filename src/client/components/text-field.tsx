import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** The input itself (react-hook-form's register focuses an invalid field through it). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string;
  /** Shown under the input, e.g. a password strength meter. */
  hint?: ReactNode;
};

/** A labelled input whose error is announced with it (aria-describedby). */
export function TextField({ label, error, hint, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm sm:text-sm ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
        {...input}
      />
      {hint}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
