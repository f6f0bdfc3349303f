import { useContext } from 'react';
import { SessionContext, type Session } from './session-context';

/** The signed-in user and the session actions; needs `SessionProvider` above it. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
