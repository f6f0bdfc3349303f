/** A year in brackets, as people add it to a title: "The Matrix (1999)", "Dune [2021]". */
const BRACKETED_YEAR = /[([]\s*(1[89]\d\d|2\d\d\d)\s*[)\]]/g;

/**
 * The key two names share when a person would say they are the same: case, accents, spacing,
 * punctuation and a bracketed year aside. "The Matrix", "the  matrix (1999)" and "THE MATRIX!"
 * share one key; "Sports 1", "sports-1" and "SPORTS1" another. A year that is part of the
 * name ("1917", "Blade Runner 2049") stays. A name of punctuation only keys on itself.
 */
export function matchKey(name: string): string {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const key = folded.replace(BRACKETED_YEAR, '').replace(/[^\p{L}\p{N}]/gu, '');
  return key || folded.replace(/\s+/g, ' ').trim();
}
