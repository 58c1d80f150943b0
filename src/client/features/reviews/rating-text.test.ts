import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { ratingText } from './rating-text';

beforeAll(clientInEnglish);

describe('ratingText', () => {
  it('writes the rating out of 5 with one decimal and the count of reviews', () => {
    expect(ratingText(4.5, 12)).toBe('4.5 / 5 (12 reviews)');
    expect(ratingText(4, 1)).toBe('4.0 / 5 (1 review)');
  });

  it('says so before any review is visible', () => {
    expect(ratingText(null, 0)).toBe('No reviews yet');
  });
});
