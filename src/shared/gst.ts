/**
 * India's GST states and the GSTIN check (docs/product.md#tax-invoices): one list and one check for
 * the profile form, the server's profile rule, the invoices and their PDFs.
 */

/**
 * The states and union territories by their two-digit GST code (the first two digits of a GSTIN).
 * 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer issued: Daman and Diu merged
 * into 26 in 2020, and Andhra Pradesh registers under 37 (docs/decisions/086-tax-invoices.md).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

export const GST_STATE_CODES = GST_STATES.map((s) => s.code) as readonly string[];

export const isStateCode = (code: string): code is GstStateCode => GST_STATE_CODES.includes(code);

/** The state's name for its code ("29" → "Karnataka"), or the code itself when it names none. */
export function stateName(code: string | null | undefined): string {
  if (!code) return '';
  return GST_STATES.find((s) => s.code === code)?.name ?? code;
}

/** "Karnataka (29)": how an invoice names a state. */
export const stateLabel = (code: string) => `${stateName(code)} (${code})`;

export const STATE_MESSAGE = 'State must be an Indian state or union territory (its two-digit GST code)';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A-Z as
 * 10-35) times 1 or 2 alternately, each product's base-36 digits summed, and the character that
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  length: 'GSTIN must be 15 characters',
  characters: 'GSTIN may hold only letters and digits',
  state: 'GSTIN must start with a valid state code (its first two digits)',
  pan: 'GSTIN characters 3 to 12 must be a PAN (e.g., ABCDE1234F)',
  entity: 'GSTIN character 13 must be a registration number (1-9 or a letter)',
  z: "GSTIN character 14 must be 'Z'",
  check: 'GSTIN check character (the last one) does not match: please check the number',
  stateMismatch: (gstinState: string, state: string) =>
    `GSTIN is registered in ${stateLabel(gstinState)}, not in your state ${stateLabel(state)}`,
} as const;

/** A GSTIN as typed: spaces removed, capitals. */
export const normaliseGstin = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/**
 * Checks a GSTIN (normalised first): null when it is valid, else the message for the first wrong
 * thing found, in the order a person reads the number.
 */
export function gstinError(input: string): string | null {
  const gstin = normaliseGstin(input);
  if (!/^[0-9A-Z]*$/.test(gstin)) return GSTIN_MESSAGES.characters;
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!isStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return GSTIN_MESSAGES.entity;
  if (gstin[13] !== 'Z') return GSTIN_MESSAGES.z;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.check;
  return null;
}

export const isValidGstin = (input: string) => gstinError(input) === null;

/** The state code a valid GSTIN is registered in. */
export const gstinState = (gstin: string) => normaliseGstin(gstin).slice(0, 2);
