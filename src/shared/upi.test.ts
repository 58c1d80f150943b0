import { describe, expect, it } from 'vitest';
import { upiPayUri } from './upi';

describe('upiPayUri', () => {
  it('gives the UPI id, name, amount, currency and reference in the order UPI apps expect', () => {
    expect(upiPayUri({ upi_id: 'collabs@icici', account_name: 'Collabs' }, 50000, 'FUND-AB12CD')).toBe(
      'upi://pay?pa=collabs@icici&pn=Collabs&am=50000&cu=INR&tn=FUND-AB12CD',
    );
  });

  it('percent-encodes spaces and symbols in the name and the reference', () => {
    const uri = upiPayUri({ upi_id: 'a.b@okaxis', account_name: 'Collab & Co Pvt Ltd' }, 1200, 'ref 1/2');
    expect(uri).toBe(
      'upi://pay?pa=a.b@okaxis&pn=Collab%20%26%20Co%20Pvt%20Ltd&am=1200&cu=INR&tn=ref%201%2F2',
    );
    const params = new URLSearchParams(uri.slice('upi://pay?'.length));
    expect(params.get('pn')).toBe('Collab & Co Pvt Ltd');
    expect(params.get('tn')).toBe('ref 1/2');
  });

  it('writes the amount as whole rupees', () => {
    expect(upiPayUri({ upi_id: 'x@y', account_name: 'X' }, 999.6, 'R')).toContain('&am=1000&');
  });
});
