import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number | Date | null | undefined;

/** A spreadsheet runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would run as a formula is kept as text, with a leading `'`. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

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
