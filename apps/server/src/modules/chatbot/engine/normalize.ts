// Text clean-up shared by training and classification: both sides must see exactly the same
// tokens, or the model's vocabulary silently stops matching what customers type.

const APOSTROPHES = /['’‘`´]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
// Amounts, dates and channel numbers vary freely; the shape "a number was here" is what
// carries meaning, so every digit becomes 0 ("7:30" and "9:45" share their features).
const DIGIT = /\p{N}/gu;

/** Lower-case, accents and punctuation removed, digits folded, single spaces. */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .toLowerCase()
      // "what's" and "can't" must meet "whats" and "cant", which people type just as often.
      .replace(APOSTROPHES, '')
      .replace(NOT_WORD, ' ')
      .replace(DIGIT, '0')
      .trim()
  );
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

const VOWEL = /[aeiouy]/;

/**
 * A deliberately light English suffix stripper for the word features. It only has to map
 * inflections of one word onto one key ("refunds", "refunded", "refunding" → "refund");
 * the character n-grams already cover spelling variety, so a full Porter stemmer would add
 * code without adding accuracy.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  for (const suffix of ['ing', 'ed']) {
    const base = w.slice(0, -suffix.length);
    if (w.endsWith(suffix) && base.length >= 3 && VOWEL.test(base)) {
      // "stopped" → "stopp" → "stop"; l, s and z stay doubled ("called", "missed", "buzzed").
      w = /([^aeiouylsz])\1$/.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  return w;
}
