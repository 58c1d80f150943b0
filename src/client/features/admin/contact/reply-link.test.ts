import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';

describe('replyLink', () => {
  it('addresses the sender with "Re: {subject}" and a greeting, every part encoded', () => {
    expect(replyLink({ name: 'Kavya Rao', email: 'kavya+brand@example.com', subject: 'partnership' })).toBe(
      'mailto:kavya%2Bbrand@example.com?subject=Re%3A%20Partnership&body=Hi%20Kavya%20Rao%2C%0A%0A',
    );
  });
});
