/*
 * Spec §5, §8 and §9 for the chat widget. Kept here rather than imported from the contract
 * package: a value import from it would pull zod into the panel's chunk (the contract's own
 * constants are checked against these in chat-constants.test.ts).
 */

/** Spec §5/§9: the chat input takes at most 500 characters. */
export const CHAT_MAX_LENGTH = 500;
/** Spec §9: the bot reply is appended this long after the answer arrives. */
export const BOT_REPLY_DELAY_MS = 1000;
/** Spec §9: the scroll-to-bottom button shows beyond this distance from the bottom. */
export const SCROLL_BOTTOM_THRESHOLD_PX = 40;
/** Spec §9: the header icon changes this often. */
export const HEADER_ICON_ROTATION_MS = 3000;
/** Spec §9: a thumbs up/down highlight lasts this long. */
export const FEEDBACK_HIGHLIGHT_MS = 2000;
/**
 * After Retry the failed text sits in the input this long before it is sent again, so the
 * visitor sees what is being resent (spec §4: "puts its text back in the input and resends").
 */
export const RETRY_RESEND_DELAY_MS = 300;

/** Spec §5: a reply whose text matches this means the assistant is unavailable. */
export const UNAVAILABLE_REPLY_PATTERN =
  /no active training data|no training data|not available|no intents/i;

/** Spec §8, chat. */
export const CHAT_MESSAGES = {
  unavailable: 'Chatbot is currently unavailable. Please try again later.',
  error: 'Sorry, I encountered an error. Please try again later.',
  greeting:
    "Hi there! I'm the Streamfront assistant. How can I help you with your streaming needs today?",
} as const;

/** The quick reply that hands the conversation to a person (sends `handover: true`). */
export const HANDOVER_QUICK_REPLY = 'Talk to a person';
/** Offered while the assistant waits for an email: leaves the hand-over (the server knows the word). */
export const CANCEL_HANDOVER_QUICK_REPLY = 'Cancel';
