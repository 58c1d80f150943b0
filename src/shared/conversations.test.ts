import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES as M, MESSAGE_BODY_MAX, messageBody, messageFlags } from './conversations';

describe('the message body rule', () => {
  it.each([
    ['', M.empty],
    ['   \n\t ', M.empty],
    ['x'.repeat(MESSAGE_BODY_MAX + 1), M.tooLong],
  ])('refuses %j', (body, message) => {
    const result = messageBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps plain text as typed, trimmed, up to 2,000 characters', () => {
    expect(messageBody.parse('  <b>hi</b> & 5 < 6  ')).toBe('<b>hi</b> & 5 < 6');
    expect(messageBody.parse(` ${'x'.repeat(MESSAGE_BODY_MAX)} `)).toHaveLength(MESSAGE_BODY_MAX);
    expect(M.tooLong).toBe('Message must be at most 2,000 characters');
  });
});

describe('the flags a message is stored with', () => {
  it('flags contact details and nothing else', () => {
    expect(messageFlags('call me on nau aath saat chhe paanch chaar teen do ek shunya')).toEqual([
      'contact_details',
    ]);
    expect(messageFlags('Two reels by 12 December, ₹25,000 in all')).toEqual([]);
  });
});
