import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvCell } from './csv.ts';

async function* rowsOf(rows: CsvCell[][]) {
  yield* rows;
}

const csvOf = (rows: CsvCell[][]) => text(csvStream(['name', 'total'], rowsOf(rows)));

describe('csvStream', () => {
  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    const lines = (await csvOf(starts.map((start) => [`${start}1+1`, 1]))).split('\r\n');
    for (const line of lines.slice(1, -1)) expect(line.replace(/^"/, '')).toMatch(/^'/);
    expect(await csvOf([['=SUM(A1:A9)', 0]])).toBe("name,total\r\n'=SUM(A1:A9),0\r\n");
  });

  it('leaves no formula at the start of any cell, whichever separator the spreadsheet splits on', async () => {
    const hostile = [
      'Carol;=1+2;',
      'Dave;@SUM(A1:A2)',
      'Eve\t=HYPERLINK("https://evil.example")',
      'Mallory,+1',
      'x;"=1+2"',
      'x; -2+3',
      'x|=1',
      'first line\n=cmd|"/c calc"!A1',
      "x;'=already text",
    ];
    const file = await csvOf(hostile.map((name) => [name, 1]));
    for (const delimiter of [',', ';', '\t', '|']) {
      const cells: string[] = parse(file, {
        delimiter,
        relax_quotes: true,
        relax_column_count: true,
        record_delimiter: ['\r\n', '\n', '\r'],
      }).flat();
      expect(cells.length, delimiter).toBeGreaterThan(hostile.length);
      for (const cell of cells)
        expect(cell.replace(/^[\s"]+/, ''), `${JSON.stringify(delimiter)}: ${cell}`).not.toMatch(
          /^[=+\-@]/,
        );
    }
    // Read as the comma-separated file it is, the text is all there, marked as text.
    const rows: string[][] = parse(file, { from_line: 2 });
    expect(rows.map((row) => row[0])).toEqual([
      "Carol;'=1+2;",
      "Dave;'@SUM(A1:A2)",
      'Eve\t\'=HYPERLINK("https://evil.example")',
      "Mallory,'+1",
      'x;"\'=1+2"',
      "x; '-2+3",
      "x|'=1",
      'first line\n\'=cmd|"/c calc"!A1',
      "x;'=already text",
    ]);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', async () => {
    expect(await csvOf([['a,b', 1234]])).toBe('name,total\r\n"a,b",1234\r\n');
    expect(await csvOf([['say "hi"', null]])).toBe('name,total\r\n"say ""hi""",\r\n');
    expect(await csvOf([['two\nlines', 1]])).toBe('name,total\r\n"two\nlines",1\r\n');
    expect(await csvOf([['Premium', 0]])).toBe('name,total\r\nPremium,0\r\n');
  });

  it('writes dates as ISO 8601 UTC', async () => {
    expect(await csvOf([[new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), 1]])).toBe(
      'name,total\r\n2026-01-02T03:04:05.000Z,1\r\n',
    );
  });
});
