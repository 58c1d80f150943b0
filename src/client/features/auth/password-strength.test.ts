import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength';

describe('password strength', () => {
  it('scores length 8+, lowercase, uppercase, digit and special character', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefg1!')).toBe(5);
  });

  it('is Weak below 2, Fair at 2-3, Strong at 4-5', () => {
    expect(passwordStrength('abc')).toBe('Weak');
    expect(passwordStrength('ABC')).toBe('Weak');
    expect(passwordStrength('abc1')).toBe('Fair');
    expect(passwordStrength('Abc1')).toBe('Fair');
    expect(passwordStrength('Abcdefg1')).toBe('Strong');
    expect(passwordStrength('Abcdefg1!')).toBe('Strong');
  });
});
