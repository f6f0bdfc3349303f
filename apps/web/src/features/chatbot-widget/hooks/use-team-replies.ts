import { CHAT_TEAM_REPLY_POLL_MS, type ChatTeamReply } from '@streamfront/contract';
import { useEffect, useRef } from 'react';
import { getTeamReplies } from '../api/get-team-replies';

/**
 * While `enabled` (the conversation was handed over to a person), asks every few seconds
 * for the team's replies and hands each new one to `onReply` once. Polling, not the live
 * channel: visitors have no token to open it with (decision 029).
 */
export function useTeamReplies({
  enabled,
  session,
  onReply,
}: {
  enabled: boolean;
  session: { readonly current: { id: string; secret: string } };
  onReply: (reply: ChatTeamReply) => void;
}) {
  const latest = useRef(onReply);
  const seen = useRef(new Set<string>());
  const after = useRef<string | undefined>(undefined);
  useEffect(() => {
    latest.current = onReply;
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let busy = false;
    async function poll() {
      if (busy || stopped) return;
      busy = true;
      try {
        const replies = await getTeamReplies({
          sessionId: session.current.id,
          sessionSecret: session.current.secret,
          after: after.current,
        });
        for (const reply of replies) {
          // The server's `after` is to the millisecond; ids make sure none shows twice.
          if (stopped || seen.current.has(reply.id)) continue;
          seen.current.add(reply.id);
          after.current = reply.createdAt;
          latest.current(reply);
        }
      } catch {
        // The next tick asks again.
      } finally {
        busy = false;
      }
    }
    const timer = setInterval(() => void poll(), CHAT_TEAM_REPLY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, session]);
}
