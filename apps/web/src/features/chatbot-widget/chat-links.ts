/** A piece of a bot answer: plain text, or a link to a page of this site. */
export type ChatTextPart = { text: string } | { text: string; to: string };

const markdownLink = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
// One leading slash and nothing a browser would read as another site: no "//", no "/\",
// no control characters (a tab or newline inside "/\t/evil.example" is dropped by browsers).
// eslint-disable-next-line no-control-regex
const sitePath = /^\/(?![/\\])[^\\\u0000-\u001f\u007f\s]*$/;

/**
 * Answers name pages as `[Packages](/packages)`. Only same-site paths become links; any other
 * target stays as the text it is, and nothing in an answer is ever read as HTML.
 */
export function splitChatLinks(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(markdownLink)) {
    const [whole, label, target] = match;
    if (!sitePath.test(target!)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: label!, to: target! });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** What the answer says once its links are drawn: for screen readers' live announcement. */
export function chatPlainText(text: string): string {
  return splitChatLinks(text)
    .map((part) => part.text)
    .join('');
}
