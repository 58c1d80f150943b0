import { describe, expect, it } from 'vitest';
import { postedInstant } from './live-posts';

describe('postedInstant: a live post went live at', () => {
  it.each([
    ['2026-11-20', '2026-11-19T18:30:00.000Z'],
    ['  2026-11-20 ', '2026-11-19T18:30:00.000Z'],
    ['2026-11-20T10:15:00Z', '2026-11-20T10:15:00.000Z'],
    ['2026-11-20T10:15+05:30', '2026-11-20T04:45:00.000Z'],
    ['2026-11-20T10:15:30.250-04:00', '2026-11-20T14:15:30.250Z'],
    ['2024-02-29', '2024-02-28T18:30:00.000Z'],
  ])('%j is %s', (value, instant) => expect(postedInstant(value)).toBe(instant));

  it.each([
    'yesterday',
    '',
    '20-11-2026',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    // A time without its offset names no instant.
    '2026-11-20T10:15',
    '2026-11-20 10:15Z',
  ])('%j is none', (value) => expect(postedInstant(value)).toBeNull());
});
