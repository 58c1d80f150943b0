/** One changed field of an audit entry: its value before and after the admin's action. */
export type AuditChange = { field: string; before: string; after: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored value as text: strings as they are, nothing as '—', anything else as JSON. */
export const auditValue = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/**
 * What an entry's metadata says (docs/product.md#audit-log): each field of `before` and `after`,
 * side by side in the order they first appear, and every other key (an export's filters, a view's
 * reason) as a fact of its own.
 */
export function auditChanges(metadata: Record<string, unknown>) {
  const before = isRecord(metadata.before) ? metadata.before : {};
  const after = isRecord(metadata.after) ? metadata.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: AuditChange[] = fields.map((field) => ({
    field,
    before: auditValue(before[field]),
    after: auditValue(after[field]),
  }));
  const facts = Object.entries(metadata)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([key, value]) => ({ key, value: auditValue(value) }));
  return { changes, facts };
}
