import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, signUpForm } from './auth';

const form = {
  email: 'a@example.com',
  password: 'quiet-harbour-7',
  confirmPassword: 'quiet-harbour-7',
  full_name: 'A Person',
  user_type: 'influencer',
  accept_privacy_notice: true,
};
const messagesFor = (change: Partial<typeof form>) => {
  const result = signUpForm.safeParse({ ...form, ...change });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the sign-up form (the same rules as the server)', () => {
  it('accepts an ordinary sign-up', () => {
    expect(messagesFor({})).toEqual([]);
  });

  it('needs the privacy notice accepted', () => {
    expect(messagesFor({ accept_privacy_notice: false })).toEqual([
      'accept_privacy_notice: Please read and accept the privacy notice to create an account',
    ]);
  });

  it('refuses HTML in the full name', () => {
    expect(messagesFor({ full_name: '<script>x</script>' })).toEqual([
      'full_name: HTML tags are not allowed',
    ]);
  });

  it('refuses a common password with the message the server gives', () => {
    expect(messagesFor({ password: 'Password123', confirmPassword: 'Password123' })).toEqual([
      `password: ${COMMON_PASSWORD_MESSAGE}`,
    ]);
  });
});
