// Spreadsheet files as the university's office opens them: UTF-8 with a byte-order mark (without it, Excel
// reads the file as Windows-1252 and "Lucía" becomes "LucÃa"), `;` between fields (the list separator of a
// Spanish spreadsheet, where `,` is the decimal mark), CRLF line ends, every field quoted.

/**
 * One field. A value a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, so it shows as the text it is (OWASP, CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** A whole file of rows (the first one the headers). */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`
}
