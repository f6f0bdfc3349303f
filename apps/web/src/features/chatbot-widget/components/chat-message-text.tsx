import { Link } from 'react-router';
import { splitChatLinks } from '../chat-links';

/** A bot answer's text with its page links as in-app links. */
export function ChatMessageText({ text }: { text: string }) {
  return splitChatLinks(text).map((part, index) =>
    'to' in part ? (
      <Link
        key={index}
        to={part.to}
        className="font-semibold text-brand-300 underline underline-offset-2 hover:text-brand-200"
      >
        {part.text}
      </Link>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
