/**
 * CSV (RFC 4180): comma-separated, CRLF rows, fields quoted when they hold a
 * comma, quote or line break. A leading BOM makes spreadsheet apps read the
 * UTF-8 Chinese text correctly.
 */

/** Cells a spreadsheet may run as a formula (OWASP "CSV Injection"): these first characters… */
const FORMULA_START = /^[=+\-@\t\r]/;
/** …unless the whole cell is a plain number (a negative value such as `-0.4` or `-1.5e3`). */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Quotes a field when needed; text that a spreadsheet would run as a formula is prefixed with '. */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return '\ufeff' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
