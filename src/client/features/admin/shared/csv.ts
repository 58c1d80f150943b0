/**
 * A CSV file body (RFC 4180: quoted where needed, CRLF line ends). Text cells that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) get a leading apostrophe, as the server's export does;
 * numbers are written as they are.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]) {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A UTF-8 CSV blob with a byte-order mark, so spreadsheets read names in any script. */
export const csvBlob = (body: string) => new Blob(['\uFEFF', body], { type: 'text/csv;charset=utf-8' });
