/**
 * CSV for the back office's exports (RFC 4180: commas, CRLF, fields quoted when needed). A cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so a
 * visitor's text can never execute in the practice's spreadsheet (CSV / formula injection).
 */
import { londonIsoWithOffset } from './london-time';

export type CsvValue = string | number | boolean | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row then one row per record, in the columns given. Starts with a BOM so Excel reads UTF-8. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/**
 * A stored instant (ISO string) as spreadsheets read a date and time: "2026-07-01 10:30:00", UK local time
 * (Europe/London). Excel and LibreOffice take this form as a date-time they can sort and calculate with; ISO 8601
 * with a "T" and an offset stays text to them. Columns holding it say "(UK time)". Empty when there is none.
 */
export function csvUkTime(iso: string | null | undefined): string {
  return londonIsoWithOffset(iso).slice(0, 19).replace('T', ' ');
}
