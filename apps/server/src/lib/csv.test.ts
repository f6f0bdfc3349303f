import { text } from 'node:stream/consumers';
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
