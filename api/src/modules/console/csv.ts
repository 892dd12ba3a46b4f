// CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, a quote or a line break,
// and a field that would start a formula (=, +, -, @, tab, CR) prefixed with an apostrophe, so a remark
// staff typed cannot run in the operator's spreadsheet.
const FORMULA = /^[=+\-@\t\r]/;

function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines joined with CRLF, a header first. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
