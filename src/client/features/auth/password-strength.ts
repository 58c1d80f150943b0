export type PasswordStrength = 'Weak' | 'Fair' | 'Strong';

const CHECKS = [
  (p: string) => p.length >= 8,
  (p: string) => /[a-z]/.test(p),
  (p: string) => /[A-Z]/.test(p),
  (p: string) => /\d/.test(p),
  (p: string) => /[^A-Za-z0-9]/.test(p),
];

/** docs/product.md#password-strength: one point per check passed (0-5); Weak below 2, Fair 2-3, Strong 4-5. */
export function passwordScore(password: string) {
  return CHECKS.filter((check) => check(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score < 2) return 'Weak';
  return score <= 3 ? 'Fair' : 'Strong';
}
