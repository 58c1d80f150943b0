/** A piece of a legal section: a paragraph, a bulleted list, or a small heading. */
export type LegalBlock = string | { list: readonly string[] } | { heading: string };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

const blockText = (block: LegalBlock) =>
  typeof block === 'string' ? block : 'list' in block ? block.list.join(' ') : block.heading;

/** The sections whose title or text contains the query (case-insensitive); all of them for an empty query. */
export function filterSections<S extends LegalSection>(sections: readonly S[], query: string): S[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...sections];
  return sections.filter(
    (s) => s.title.toLowerCase().includes(q) || s.blocks.some((b) => blockText(b).toLowerCase().includes(q)),
  );
}
