import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number | Date | null | undefined;

/**
 * Where a spreadsheet may start a cell inside our text: its start, and after any separator a
 * spreadsheet may split on (comma, semicolon, tab, pipe; a semicolon locale opens our commas
 * as text and splits `Carol;=1+2` into a cell `=1+2`) or a line break, past any quotes or
 * spaces it may strip. A cell there that starts with `= + - @` (or a tab or CR, which some
 * strip first) is run as a formula.
 */
const FORMULA_AT_A_CELL_START = /(^|[,;\t|\r\n])([\s"']*)(?=[=+\-@\t\r])/g;

/**
 * Text that a spreadsheet would run as a formula, in whichever cell its separators make,
 * is kept as text: a `'` goes before the formula's first character.
 */
export const neutralise = (text: string) =>
  text.replace(FORMULA_AT_A_CELL_START, (_match, start: string, quotes: string) =>
    quotes.includes("'") ? `${start}${quotes}` : `${start}${quotes}'`,
  );

/**
 * A CSV file (RFC 4180, CRLF) streamed row by row with csv-stringify, so an export of any
 * size stays flat in memory. Numbers we write are never negative: only text is neutralised.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>) {
  const csv = stringify({
    header: true,
    columns: [...header],
    record_delimiter: 'windows',
    // A lone line feed inside a cell must be quoted too, not only the CRLF that ends a row.
    quoted_match: /[\r\n]/,
    cast: { string: neutralise, date: (date) => date.toISOString() },
  });
  // A failing source (the database) ends the answer rather than leaving it hanging.
  pipeline(Readable.from(rows), csv, () => undefined);
  return csv;
}
