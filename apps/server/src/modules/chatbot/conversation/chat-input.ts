import type { AuthContext } from '../../../plugins/auth/index.ts';

/** One message from the widget, as the conversation flow reads it. */
export interface ChatInput {
  message: string;
  sessionId: string;
  /** Proves the conversation is this browser's (see conversation-owner.ts). */
  sessionSecret: string;
  /** The caller's address, for the hand-over quota. */
  ip: string;
  auth: AuthContext | null;
  handover?: boolean | undefined;
  email?: string | undefined;
  name?: string | undefined;
}
