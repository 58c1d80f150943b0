/**
 * The create form's budget range is free text ("₹50,000", "50000 - 80000"); the stored budget is a
 * number read from it as the web form always has, by dropping the characters that are not digits.
 * Only the first amount is read, so a range gives its lower end instead of its digits run together
 * ("5000-8000" would otherwise be 50008000). The form shows the number it will store.
 */
export function budgetFromRange(text: string): number | null {
  const first = /\d[\d,]*(\.\d+)?/.exec(text);
  if (!first) return null;
  const [whole] = first[0].split('.');
  const value = Number(whole!.replace(/\D/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}
