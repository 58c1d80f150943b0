/**
 * The note a creator sent with an application (docs/product.md#pitch), for the brand and the creator
 * alike: text as typed, line breaks kept, never read as HTML (React escapes it).
 */
export function Pitch({ label, text, className = '' }: { label: string; text: string; className?: string }) {
  return (
    <figure className={`rounded-md border-l-4 border-indigo-200 bg-slate-50 px-3 py-2 text-sm ${className}`}>
      <figcaption className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</figcaption>
      <blockquote className="mt-1 whitespace-pre-line break-words text-slate-700">{text}</blockquote>
    </figure>
  );
}
