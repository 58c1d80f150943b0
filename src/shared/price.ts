/**
 * A creator's price is free text ("₹5,000 - ₹8,000", "8000-12000", "₹12k per reel"). The creator
 * search reads it as the lowest rupee amount written in it (docs/product.md#finding-creators):
 * every number, with its thousands separators (Indian "1,00,000" too) and an optional k (thousand),
 * L or lakh (hundred thousand) after it, in whole rupees rounded down. No number: null.
 */
const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(k|l|lakhs?|lacs?)?(?![a-z])/gi;
const MULTIPLIER: Record<string, number> = {
  k: 1_000,
  l: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
};

export function lowestRupees(price: string | null | undefined): number | null {
  if (!price) return null;
  let lowest: number | null = null;
  for (const match of price.matchAll(AMOUNT)) {
    const digits = match[1]!.replace(/,/g, '');
    const unit = match[2]?.toLowerCase();
    const value = Math.floor(Number(digits) * (unit ? MULTIPLIER[unit]! : 1));
    if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER) continue;
    if (lowest === null || value < lowest) lowest = value;
  }
  return lowest;
}

/** The lowest rupee amount of a creator's reel, post and story prices, null when none holds one. */
export function lowestPrice(prices: (string | null | undefined)[]): number | null {
  const amounts = prices.map(lowestRupees).filter((n): n is number => n !== null);
  return amounts.length ? Math.min(...amounts) : null;
}
