type Cell = string | number | null | undefined;

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); tab and CR as well, per OWASP. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell: text that could be a formula gets a leading apostrophe, then quotes when it
 * holds a quote, comma or line break. Numbers are written as they are, a missing value as nothing.
 */
export function csvCell(value: Cell) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A CSV file body of these rows. */
export const toCsv = (rows: readonly (readonly Cell[])[]) => rows.map(csvLine).join('');
