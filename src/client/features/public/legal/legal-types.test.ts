import { describe, expect, it } from 'vitest';
import { filterSections, type LegalSection } from './legal-types';
import { PRIVACY_SECTIONS } from './privacy-content';
import { TERMS_SECTIONS } from './terms-content';

const sections: LegalSection[] = [
  { id: 'a', title: 'Cookies', blocks: ['We use one session cookie.'] },
  { id: 'b', title: 'Payments', blocks: [{ heading: 'Payouts' }, { list: ['Bank transfer', 'UPI'] }] },
];

describe('table of contents search', () => {
  it('keeps every section for an empty or blank query', () => {
    expect(filterSections(sections, '').map((s) => s.id)).toEqual(['a', 'b']);
    expect(filterSections(sections, '   ').map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('matches titles, paragraphs, headings and list items, ignoring case', () => {
    expect(filterSections(sections, 'COOKIE').map((s) => s.id)).toEqual(['a']);
    expect(filterSections(sections, 'payouts').map((s) => s.id)).toEqual(['b']);
    expect(filterSections(sections, 'upi').map((s) => s.id)).toEqual(['b']);
    expect(filterSections(sections, 'aadhaar')).toEqual([]);
  });
});

describe('legal documents', () => {
  it('have 11 privacy and 12 terms sections with unique ids', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(11);
    expect(TERMS_SECTIONS).toHaveLength(12);
    for (const list of [PRIVACY_SECTIONS, TERMS_SECTIONS])
      expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
  });

  it('state the key terms of docs/product.md#legal', () => {
    const terms = JSON.stringify(TERMS_SECTIONS);
    for (const phrase of [
      '15%',
      '5-7 business days',
      '30 days',
      '18 years',
      'Mumbai, India',
      'twelve (12) months',
      '48-72 hours',
    ]) {
      expect(terms).toContain(phrase);
    }
    const privacy = JSON.stringify(PRIVACY_SECTIONS);
    for (const phrase of ['Digital Personal Data Protection Act, 2023', 'PAN', 'Aadhaar', '48 hours'])
      expect(privacy).toContain(phrase);
  });
});
