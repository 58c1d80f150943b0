import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_MESSAGES as M,
  MESSAGE_BODY_MAX,
  carriesContactDetails,
  messageBody,
  messageFlags,
} from './conversations';

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

describe('the contact-detail detector', () => {
  it.each([
    // Phones
    'Call me on 9876543210',
    'my number: 98765 43210',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '919876543210 is my whatsapp',
    '09876543210',
    '(+91) 987-654-3210',
    '987.654.3210',
    'office 022 2345 6789',
    '+44 20 7946 0958',
    '+1 (415) 555-0132',
    // Emails and UPI ids
    'mail me at priya.sharma@gmail.com',
    'PRIYA@Example.CO.IN',
    'pay to priya@okaxis',
    'UPI: 9876543210@ybl',
    'send it to glowco@paytm please',
    'my upi is priya.s@oksbi',
    // Outside chats
    'join https://wa.me/919876543210',
    'wa.me/919876543210',
    'https://chat.whatsapp.com/AbCdEf',
    'ping me at t.me/priyasharma',
    'https://telegram.me/glowco',
    'https://signal.me/#p/+919876543210',
    'discord.gg/xyz123',
  ])('flags %j', (body) => {
    expect(carriesContactDetails(body)).toBe(true);
    expect(messageFlags(body)).toEqual(['contact_details']);
  });

  it.each([
    'Budget is ₹5000 for 2 reels',
    '₹75000 80000 was their range',
    'Rs. 9876543210 is not a real budget',
    'We can pay ₹1,00,000 for 3 posts and 10 stories',
    '1,50,000 followers and 4.5% engagement',
    'Deadline 2026-12-05, posting at 18:30',
    'Order id 1234567890',
    'Reels: 15-30 seconds, 2 drafts by 12.12.2026',
    'Campaign #A98765432101 is live',
    '500000 views in 30 days',
    'Follow @glowco on Instagram',
    'Share it on your WhatsApp status too',
    'see https://www.instagram.com/p/abc123/',
    'v2.0 of the script attached in the brief',
    'I love it <3 see you @ 5pm',
    'telemetry.me is not a chat',
  ])('leaves %j alone', (body) => {
    expect(carriesContactDetails(body)).toBe(false);
    expect(messageFlags(body)).toEqual([]);
  });
});
