import { isSameSitePath } from '@streamfront/contract';

/** A piece of a bot answer: plain text, or a link to a page of this site. */
export type ChatTextPart = { text: string } | { text: string; to: string };

const markdownLink = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * Answers name pages as `[Packages](/packages)`. Only same-site paths become links; any other
 * target stays as the text it is, and nothing in an answer is ever read as HTML.
 */
export function splitChatLinks(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(markdownLink)) {
    const [whole, label, target] = match;
    if (!isSameSitePath(target!)) continue;
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
