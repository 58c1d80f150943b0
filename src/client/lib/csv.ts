/** A UTF-8 CSV blob with a byte-order mark, so spreadsheets read names in any script. */
export const csvBlob = (body: string) => new Blob(['\uFEFF', body], { type: 'text/csv;charset=utf-8' });
