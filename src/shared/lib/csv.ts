/*
 * CSV files the member downloads (records export). RFC 4180: fields
 * separated by commas, lines by CRLF, a field quoted when it holds a comma,
 * a quote or a line break (its quotes doubled). UTF-8 with a byte-order
 * mark, so that Excel opens Vietnamese, Thai and Chinese as they are. A
 * field starting with = + - @ (or a tab or carriage return) that is not a
 * number is prefixed with an apostrophe: a spreadsheet would otherwise run
 * it as a formula (CSV injection).
 */

export type CsvValue = string | number | null | undefined;

/** The byte-order mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text: the BOM, the header row, then one line per row, each line ended by CRLF. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves a CSV text as a file through the browser's download. */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the blob by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
