import { describe, expect, it } from 'vitest';
import {
  GST_STATES,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinError,
  gstinState,
  isStateCode,
  normaliseGstin,
  stateName,
} from './gst';

describe('GSTIN check', () => {
  // Two published GSTINs (their check characters are the algorithm's), and numbers built with it.
  it.each([
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    '29ABCDE1234F1ZW',
    '33ABCDE1234F1Z7',
    '27ABCDE1234F1Z0',
    '07AABCC1234D1ZD',
    '29ABCDE1234FAZ' + gstinCheckCharacter('29ABCDE1234FAZ'),
  ])('accepts %s', (gstin) => {
    expect(gstinError(gstin)).toBeNull();
  });

  it('reads what a person types: spaces and small letters', () => {
    expect(gstinError(' 29abcde1234f1zw ')).toBeNull();
    expect(normaliseGstin('29 abcde 1234f 1zw')).toBe('29ABCDE1234F1ZW');
    expect(gstinState('29ABCDE1234F1ZW')).toBe('29');
  });

  it.each([
    ['', GSTIN_MESSAGES.length],
    ['29ABCDE1234F1Z', GSTIN_MESSAGES.length],
    ['29ABCDE1234F1ZWW', GSTIN_MESSAGES.length],
    ['29ABCDE-1234F1ZW', GSTIN_MESSAGES.characters],
    ['99ABCDE1234F1ZW', GSTIN_MESSAGES.state],
    ['25ABCDE1234F1ZW', GSTIN_MESSAGES.state],
    ['AAABCDE1234F1ZW', GSTIN_MESSAGES.state],
    ['29ABCD11234F1ZW', GSTIN_MESSAGES.pan],
    ['29ABCDE123XF1ZW', GSTIN_MESSAGES.pan],
    ['29ABCDE12345F1Z', GSTIN_MESSAGES.pan],
    ['29ABCDE1234F0ZW', GSTIN_MESSAGES.entity],
    ['29ABCDE1234F1YW', GSTIN_MESSAGES.z],
    ['29ABCDE1234F1ZX', GSTIN_MESSAGES.check],
    ['27AAPFU0939F1ZA', GSTIN_MESSAGES.check],
  ])('refuses %j: %s', (gstin, message) => {
    expect(gstinError(gstin)).toBe(message);
  });

  it('catches every single changed character by its check character', () => {
    const valid = '29AAGCB7383J1Z4';
    const first14 = valid.slice(0, 14);
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      if (c !== valid[14]) expect(gstinError(first14 + c)).toBe(GSTIN_MESSAGES.check);
    }
  });
});

describe('GST states', () => {
  it('lists 36 states and union territories with unique two-digit codes', () => {
    expect(GST_STATES).toHaveLength(36);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(36);
    for (const s of GST_STATES) expect(s.code).toMatch(/^\d{2}$/);
  });

  it('names a state by its code', () => {
    expect(stateName('29')).toBe('Karnataka');
    expect(stateName('27')).toBe('Maharashtra');
    expect(stateName('38')).toBe('Ladakh');
    expect(stateName('99')).toBe('99');
    expect(stateName(null)).toBe('');
    expect(isStateCode('07')).toBe(true);
    expect(isStateCode('28')).toBe(false);
  });
});
