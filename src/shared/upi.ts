import type { PaymentInstructions } from './schemas/funds';

/**
 * The `upi://pay` link a UPI app opens from the funding QR code (docs/product.md#funding): the
 * platform's UPI id and name, the amount in whole rupees, and the campaign's funding reference as
 * the note, so the transfer carries it. Each value is percent-encoded (names have spaces), except
 * the `@` of a UPI id, which some UPI apps do not decode.
 */
export function upiPayUri(
  account: Pick<PaymentInstructions, 'upi_id' | 'account_name'>,
  amount: number,
  reference: string,
) {
  const params: [string, string][] = [
    ['pa', account.upi_id],
    ['pn', account.account_name],
    ['am', String(Math.round(amount))],
    ['cu', 'INR'],
    ['tn', reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%40/g, '@')}`).join('&')}`;
}
