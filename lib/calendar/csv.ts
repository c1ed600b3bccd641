/**
 * CSV (RFC 4180): comma-separated, CRLF rows, fields quoted when they hold a
 * comma, quote or line break. A leading BOM makes spreadsheet apps read the
 * UTF-8 Chinese text correctly.
 */
const FORMULA_START = /^[=+@\t\r]|^-(?![\d.])/;

/** Quotes a field when needed; text that a spreadsheet would run as a formula is prefixed with '. */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  // Negative numbers stay as they are; "-cmd" and "=cmd" would be formulas (CSV injection).
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return '\ufeff' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
