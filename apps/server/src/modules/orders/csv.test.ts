import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csvCell', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Premium')).toBe('Premium');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(null)).toBe('');
  });

  it('ends each line with CRLF (RFC 4180)', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
