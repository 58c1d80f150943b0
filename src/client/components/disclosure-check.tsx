import { useId } from 'react';
import { DISCLOSURE_ADVICE, type Disclosure } from '@shared/disclosure';
import { CAPTION_MAX } from '@shared/schemas/disclosure-review';
import { TextAreaField } from './ui/fields';

/**
 * The disclosure check's verdict in plain words (docs/product.md#disclosure): the label it found, or
 * each problem with its example fix (DISCLOSURE_ADVICE). The Submit Work dialog, the work versions
 * of both sides and the admins' list show the same words.
 */
export function DisclosureVerdict({ disclosure }: { disclosure: Disclosure }) {
  if (disclosure.ok)
    return (
      <p className="rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">
        <span className="font-medium">Disclosure check passed:</span> label “{disclosure.label}” found up
        front.
      </p>
    );
  return (
    <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
      <p className="font-medium">
        Disclosure check failed
        {disclosure.label ? ` (label “${disclosure.label}” found)` : ''}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {disclosure.problems.map((p) => (
          <li key={p}>{DISCLOSURE_ADVICE[p]}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The caption the creator will post, checked as it is typed by the same function the server runs.
 * The verdict is a polite live region the field points to, so a screen reader hears each change of
 * verdict (not each keystroke: the words change only when the verdict does).
 */
export function CaptionField({
  disclosure,
  label = 'Caption (optional)',
  ...field
}: Omit<Parameters<typeof TextAreaField>[0], 'label'> & { disclosure: Disclosure | null; label?: string }) {
  const checkId = useId();
  return (
    <div>
      <TextAreaField
        label={label}
        rows={4}
        maxLength={CAPTION_MAX}
        placeholder="#ad The text you will post with the work"
        {...field}
        // The field's own error, when it has one, is what it points to (TextAreaField's default).
        {...(field.error ? {} : { 'aria-describedby': checkId })}
      />
      <div id={checkId} aria-live="polite" className="mt-1">
        {disclosure ? (
          <DisclosureVerdict disclosure={disclosure} />
        ) : (
          <p className="text-xs text-slate-600">
            Paid or gifted posts need a label people see at once, such as “#ad” or “Sponsored”: the check runs
            as you type. It is an aid, not legal advice.
          </p>
        )}
      </div>
    </div>
  );
}
