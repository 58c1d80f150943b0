import type { LegalBlock } from './legal-types';

/** A legal section's paragraphs, small headings and lists. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        if (typeof block === 'string') return <p key={i}>{block}</p>;
        if ('heading' in block)
          return (
            <h3 key={i} className="pt-2 font-semibold text-slate-900">
              {block.heading}
            </h3>
          );
        return (
          <ul key={i} className="list-disc space-y-2 pl-6 marker:text-indigo-600">
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
