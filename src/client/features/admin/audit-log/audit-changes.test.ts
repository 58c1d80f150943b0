import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit-changes';

describe('auditChanges', () => {
  it('pairs each field of before and after, in the order they first appear', () => {
    const { changes, facts } = auditChanges({
      before: { status: 'active' },
      after: { status: 'flagged', admin_notes: 'Spam' },
    });
    expect(changes).toEqual([
      { field: 'status', before: 'active', after: 'flagged' },
      { field: 'admin_notes', before: '—', after: 'Spam' },
    ]);
    expect(facts).toEqual([]);
  });

  it('keeps the other keys as facts, and reads an entry without before and after', () => {
    expect(auditChanges({ reason: 'Payout run', count: 3 })).toEqual({
      changes: [],
      facts: [
        { key: 'reason', value: 'Payout run' },
        { key: 'count', value: '3' },
      ],
    });
  });

  it('writes nothing as a dash and objects as JSON', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue('')).toBe('—');
    expect(auditValue({ net: 4000 })).toBe('{"net":4000}');
    expect(auditValue(false)).toBe('false');
  });
});
