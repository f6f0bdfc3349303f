/**
 * The PDF's built-in Helvetica writes WinAnsi (Windows-1252) only: Western European letters,
 * the euro and pound signs, typographic quotes and dashes. A character outside it would print
 * as a wrong glyph, so it is written without its accent (ő as o, while é stays é) or as `?`
 * (decision 050: a Unicode font is the later step, once a customer needs another script).
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function printable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    char === '\n' ||
    WIN_ANSI_EXTRAS.includes(char)
  );
}

/** What can be said in WinAnsi: the minus sign as a hyphen, accents dropped where needed. */
const SUBSTITUTES: Record<string, string> = {
  '\u2212': '-',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2010': '-',
  '\u2011': '-',
};

/** `text` as the PDF's font can print it. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (printable(char)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(printable) ? base : '?';
  }
  return out;
}

/** Whether `text` prints as it is. */
export const printsAsIs = (text: string) => pdfText(text) === text;
