import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './languages';

describe('languageFromHeader', () => {
  it('takes the most wanted language we speak', () => {
    expect(languageFromHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromHeader('en-GB,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(languageFromHeader('fr;q=1, hi;q=0.3, en;q=0.7')).toBe('en');
    expect(languageFromHeader('HI')).toBe('hi');
  });

  it('is undefined when the header names none of ours', () => {
    expect(languageFromHeader('fr-FR,de;q=0.9')).toBeUndefined();
    expect(languageFromHeader('hi;q=0')).toBeUndefined();
    expect(languageFromHeader('')).toBeUndefined();
    expect(languageFromHeader(undefined)).toBeUndefined();
  });
});
