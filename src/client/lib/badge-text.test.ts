import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('an unread badge', () => {
  it('counts up to 99, then shows 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});
