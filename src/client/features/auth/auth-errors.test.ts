import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { signInFailure, signUpFailure } from './auth-errors';

const err = (message: string, status?: number, suspended = false) => ({
  message,
  status,
  suspended,
  issues: [],
});

beforeAll(clientInEnglish);

describe('sign-in failure toasts', () => {
  it('explains wrong credentials', () => {
    expect(signInFailure(err('Invalid credentials', 401))).toEqual({
      variant: 'error',
      title: 'Sign in failed',
      description: 'Invalid email or password. Please try again.',
    });
    expect(signInFailure(err('User not found', 404)).description).toBe(
      'No account found with this email address.',
    );
  });

  it('shows a suspension with the server text, or a default', () => {
    const shown = signInFailure(err('Your account has been suspended: spam', 403, true));
    expect(shown.title).toBe('Account Suspended');
    expect(shown.description).toBe('Your account has been suspended: spam');
    expect(signInFailure(err('', 403, true)).description).toBe('Your account has been suspended.');
  });

  it('falls back to the default text, except for rate limits', () => {
    expect(signInFailure(err('Failed to fetch')).description).toBe(
      'Failed to sign in. Please check your credentials and try again.',
    );
    expect(
      signInFailure(err('Too many failed sign-in attempts. Please try again later.', 429)).description,
    ).toBe('Too many failed sign-in attempts. Please try again later.');
  });
});

describe('sign-up failure toasts', () => {
  it('maps the server messages to the documented texts', () => {
    expect(signUpFailure(err('Email already registered', 409))).toEqual({
      variant: 'error',
      title: 'Signup failed',
      description: 'An account with this email already exists.',
    });
    expect(signUpFailure(err('Invalid email format', 400)).description).toBe(
      'Please enter a valid email address.',
    );
    expect(signUpFailure(err('Password must be at least 6 characters', 400)).description).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(signUpFailure(err('Something went wrong', 500)).description).toBe(
      'Failed to create account. Please try again.',
    );
  });
});
