import type { ChatTeamRepliesAnswer, ChatTeamReply } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';

export interface TeamRepliesRequest {
  sessionId: string;
  sessionSecret: string;
  /** The newest reply the widget already shows. */
  after?: string | undefined;
}

/**
 * POST /api/chatbot/team-replies: the team's replies to this widget's handed-over
 * conversation. A poll that fails is simply tried again on the next tick: no retries, no
 * toasts, no sign-in redirect, as for the chat call itself.
 */
export async function getTeamReplies(request: TeamRepliesRequest): Promise<ChatTeamReply[]> {
  const answer = await apiClient.post<ChatTeamRepliesAnswer>(
    '/chatbot/team-replies',
    {
      sessionId: request.sessionId,
      sessionSecret: request.sessionSecret,
      ...(request.after ? { after: request.after } : {}),
    },
    { retries: 0, rateLimitRetry: false, authRedirect: false },
  );
  return Array.isArray(answer?.data) ? answer.data : [];
}
