import { CHAT_UNAVAILABLE_PHRASES } from '@streamfront/contract';

const rewordings: Record<(typeof CHAT_UNAVAILABLE_PHRASES)[number], string> = {
  'no active training data': 'nothing trained yet',
  'no training data': 'nothing to train on',
  'not available': 'unavailable',
  'no intents': 'zero intents',
};

// Built from the contract's constant phrases, nothing a caller sends.
// eslint-disable-next-line security/detect-non-literal-regexp
const pattern = new RegExp(
  CHAT_UNAVAILABLE_PHRASES.map((p) => p.replace(/ /g, '\\s+')).join('|'),
  'gi',
);

/**
 * The widget treats any reply containing one of the spec's "unavailable" phrases as the
 * assistant being down (spec §5). An answer, or a value filled into it (a package name, an
 * event title), may innocently say "not available in your region": reword it so the visitor
 * sees the answer instead of an error.
 */
export function keepClearOfUnavailablePhrases(text: string): string {
  return text.replace(pattern, (match) => {
    const key = match.toLowerCase().replace(/\s+/g, ' ') as keyof typeof rewordings;
    const replacement = rewordings[key] ?? match;
    return match[0] === match[0]!.toUpperCase()
      ? replacement[0]!.toUpperCase() + replacement.slice(1)
      : replacement;
  });
}
