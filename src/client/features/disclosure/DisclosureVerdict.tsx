import { checkDisclosure, DISCLOSURE_ADVICE } from '@shared/disclosure';

type Props = {
  /** The caption as typed; nothing is said while it is empty. */
  caption: string;
  /** Whether the deal pays money: a paid deal's "Free gift" alone is not enough. */
  paid: boolean;
  /** The id the caption field names in aria-describedby, so the verdict is read with it. */
  id?: string;
  className?: string;
};

/**
 * The advertisement-label check of a caption as it is typed (docs/product.md#disclosure), the same
 * function the server runs: which label it found, or what is wrong with a fix to copy. A polite
 * live region, so a screen reader hears the verdict change without losing its place in the field.
 * The check is an aid, not legal advice.
 */
export function DisclosureVerdict({ caption, paid, id, className = '' }: Props) {
  const verdict = caption.trim() ? checkDisclosure(caption, { paid }) : null;
  return (
    <div id={id} aria-live="polite" className={className}>
      {verdict &&
        (verdict.ok ? (
          <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            Disclosure label found: “{verdict.label}”.
          </p>
        ) : (
          <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-medium">Disclosure check: this caption needs a clear ad label.</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {verdict.problems.map((problem) => (
                <li key={problem}>{DISCLOSURE_ADVICE[problem]}</li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
